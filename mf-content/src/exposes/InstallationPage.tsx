export { InstallationPage as default } from '../features/pages/components/InstallationPage';
