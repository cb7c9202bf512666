import { SectionPlaceholder } from './SectionPlaceholder';

export function VehicleListPage() {
  return <SectionPlaceholder title="Véhicules électriques" />;
}
