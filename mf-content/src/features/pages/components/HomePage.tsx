import { SectionPlaceholder } from './SectionPlaceholder';

export function HomePage() {
  return <SectionPlaceholder title="Accueil" />;
}
