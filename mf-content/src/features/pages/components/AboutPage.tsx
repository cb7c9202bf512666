import { SectionPlaceholder } from './SectionPlaceholder';

export function AboutPage() {
  return <SectionPlaceholder title="À propos" />;
}
