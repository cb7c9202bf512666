import { SectionPlaceholder } from './SectionPlaceholder';

export function ContactPage() {
  return <SectionPlaceholder title="Contact" />;
}
