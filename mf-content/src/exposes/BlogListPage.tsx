export { BlogListPage as default } from '../features/pages/components/BlogListPage';
