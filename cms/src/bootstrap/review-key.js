'use strict';

const COMMENT_UID = 'api::comment.comment';

/** The id of a relation as given to the query engine: 7, '7', {id: 7} or {connect: [{id: 7}]}. */
const relationId = (value) => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (value.id !== undefined) return String(value.id);
  if (Array.isArray(value.connect) && value.connect[0]) return relationId(value.connect[0]);
  if (Array.isArray(value.set) && value.set[0]) return relationId(value.set[0]);
  return null;
};

/** `product:<documentId>:user:<id>` for a top-level product review, else null (replies, blog comments). */
const reviewKeyOf = (data) => {
  const author = relationId(data.author);
  if (data.targetType !== 'product' || !data.targetId || !author || relationId(data.parent)) return null;
  return `product:${data.targetId}:user:${author}`;
};

/**
 * Stamps every new comment with its review key: the unique index on it keeps one rating review
 * per user and product, whichever code path writes it.
 */
const keyProductReviews = (strapi) => {
  strapi.db.lifecycles.subscribe({
    models: [COMMENT_UID],
    beforeCreate(event) {
      const { data } = event.params;
      if (data) data.reviewKey = reviewKeyOf(data);
    },
  });
};

module.exports = { keyProductReviews, reviewKeyOf };
