import { SectionPlaceholder } from './SectionPlaceholder';

export function FaqPage() {
  return <SectionPlaceholder title="Questions fréquentes" />;
}
