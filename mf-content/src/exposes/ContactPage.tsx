export { ContactPage as default } from '../features/pages/components/ContactPage';
