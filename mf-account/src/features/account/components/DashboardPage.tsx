import { SectionPlaceholder } from './SectionPlaceholder';

export function DashboardPage() {
  return <SectionPlaceholder title="Tableau de bord" />;
}
