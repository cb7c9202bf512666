import { SectionPlaceholder } from './SectionPlaceholder';

export function BlogListPage() {
  return <SectionPlaceholder title="Blog" />;
}
