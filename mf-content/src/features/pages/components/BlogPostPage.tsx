import { SectionPlaceholder } from './SectionPlaceholder';

export function BlogPostPage() {
  return <SectionPlaceholder title="Article" />;
}
