import { SectionPlaceholder } from './SectionPlaceholder';

export function VehicleDetailPage() {
  return <SectionPlaceholder title="Fiche véhicule" />;
}
