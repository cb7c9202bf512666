export { DashboardPage as default } from '../features/account/components/DashboardPage';
