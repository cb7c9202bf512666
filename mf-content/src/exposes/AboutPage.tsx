export { AboutPage as default } from '../features/pages/components/AboutPage';
