import { SectionPlaceholder } from './SectionPlaceholder';

export function StationsPage() {
  return <SectionPlaceholder title="Carte des bornes de recharge" />;
}
