export { BlogPostPage as default } from '../features/pages/components/BlogPostPage';
