import { SectionPlaceholder } from './SectionPlaceholder';

export function InstallationPage() {
  return <SectionPlaceholder title="Service d'installation" />;
}
