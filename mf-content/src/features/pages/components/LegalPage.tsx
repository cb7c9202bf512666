import { SectionPlaceholder } from './SectionPlaceholder';

export function LegalPage() {
  return <SectionPlaceholder title="Informations légales" />;
}
