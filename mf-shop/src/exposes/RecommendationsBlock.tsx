/** For the home page: `<RecommendationsBlock variant="trending" limit={4} />`. */
export { RecommendationsBlock as default } from '../features/recommendations/components/RecommendationsBlock';
export type { RecommendationsBlockProps } from '../features/recommendations/components/RecommendationsBlock';
