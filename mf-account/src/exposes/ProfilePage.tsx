export { ProfilePage as default } from '../features/account/components/ProfilePage';
