export { FaqPage as default } from '../features/pages/components/FaqPage';
