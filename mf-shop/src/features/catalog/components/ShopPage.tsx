import { SectionPlaceholder } from './SectionPlaceholder';

export function ShopPage() {
  return <SectionPlaceholder title="Boutique" />;
}
