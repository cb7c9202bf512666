import { SectionPlaceholder } from './SectionPlaceholder';

export function CheckoutPage() {
  return <SectionPlaceholder title="Finaliser la commande" />;
}
