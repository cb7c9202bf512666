export { StationsPage as default } from '../features/stations/components/StationsPage';
