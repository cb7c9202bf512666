import { SectionPlaceholder } from './SectionPlaceholder';

export function CartPage() {
  return <SectionPlaceholder title="Panier" />;
}
