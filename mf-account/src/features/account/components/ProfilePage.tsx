import { SectionPlaceholder } from './SectionPlaceholder';

export function ProfilePage() {
  return <SectionPlaceholder title="Mon profil" />;
}
