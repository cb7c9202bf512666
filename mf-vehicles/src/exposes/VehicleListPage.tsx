export { VehicleListPage as default } from '../features/vehicles/components/VehicleListPage';
