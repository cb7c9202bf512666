import { SectionPlaceholder } from './SectionPlaceholder';

export function PaymentPage() {
  return <SectionPlaceholder title="Paiement" />;
}
