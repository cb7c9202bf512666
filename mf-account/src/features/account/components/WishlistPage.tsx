import { SectionPlaceholder } from './SectionPlaceholder';

export function WishlistPage() {
  return <SectionPlaceholder title="Mes favoris" />;
}
