import { SectionPlaceholder } from './SectionPlaceholder';

export function OrdersPage() {
  return <SectionPlaceholder title="Mes commandes" />;
}
