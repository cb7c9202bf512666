import { SectionPlaceholder } from './SectionPlaceholder';

export function ProductPage() {
  return <SectionPlaceholder title="Fiche produit" />;
}
