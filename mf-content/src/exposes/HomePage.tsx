export { HomePage as default } from '../features/pages/components/HomePage';
