/** Rating summary of a product's reviews. */

export interface RatingSummary {
  /** Rounded to one decimal; 0 without ratings. */
  averageRating: number;
  totalRatings: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
  userRating: number | null;
}

export function summarizeRatings(
  reviews: readonly { rating: number | null; userId?: string | number | null; parentId?: string | null }[],
  currentUserId?: string | number | null,
): RatingSummary {
  const distribution: RatingSummary['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  let userRating: number | null = null;
  for (const review of reviews) {
    if (review.parentId) continue;
    const rating = review.rating === null ? NaN : Math.round(review.rating);
    if (!(rating >= 1 && rating <= 5)) continue;
    distribution[rating as 1 | 2 | 3 | 4 | 5] += 1;
    total += 1;
    sum += rating;
    if (
      currentUserId !== undefined &&
      currentUserId !== null &&
      String(review.userId) === String(currentUserId)
    ) {
      userRating = rating;
    }
  }
  return {
    averageRating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    totalRatings: total,
    distribution,
    userRating,
  };
}

/**
 * The count beside a thread's title: a product's reviews are its top-level ones (a reply is not a
 * review, and the product's own count, from the CMS, counts none); an article's comments, all.
 */
export function threadCount(
  comments: readonly { parentId?: string | null }[],
  target: 'product' | 'article',
): number {
  return target === 'product' ? comments.filter((comment) => !comment.parentId).length : comments.length;
}
