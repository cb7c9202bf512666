import { CommentsSection, type CommentsSectionProps } from '../features/comments/components/CommentsSection';

export type ReviewsProps = CommentsSectionProps;

/** Comments of an article or reviews of a product, for any app of the page. */
export default function Reviews({ targetType, targetId }: ReviewsProps) {
  return <CommentsSection key={`${targetType}:${targetId}`} targetType={targetType} targetId={targetId} />;
}
