export { VehicleDetailPage as default } from '../features/vehicles/components/VehicleDetailPage';
