import { SectionPlaceholder } from './SectionPlaceholder';

export function OrderDetailPage() {
  return <SectionPlaceholder title="Détail de la commande" />;
}
