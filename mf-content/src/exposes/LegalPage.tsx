export { LegalPage as default } from '../features/pages/components/LegalPage';
