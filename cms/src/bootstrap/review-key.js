'use strict';

const COMMENT_UID = 'api::comment.comment';

/**
 * The id of a relation as given to the query engine: 7, '7', {id: 7} or {connect: [{id: 7}]}.
 *
 * @param {unknown} value
 * @returns {string | null}
 */
const relationId = (value) => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  const relation = /** @type {{ id?: unknown, connect?: unknown, set?: unknown }} */ (value);
  if (relation.id !== undefined) return String(relation.id);
  if (Array.isArray(relation.connect) && relation.connect[0]) return relationId(relation.connect[0]);
  if (Array.isArray(relation.set) && relation.set[0]) return relationId(relation.set[0]);
  return null;
};

/**
 * A comment's data as written, the fields its review key is made of.
 * @typedef {{ author?: unknown, parent?: unknown, targetType?: unknown, targetId?: unknown, reviewKey?: string | null }} CommentData
 */

/**
 * `product:<documentId>:user:<id>` for a top-level product review, else null (replies, blog comments).
 *
 * @param {CommentData} data
 */
const reviewKeyOf = (data) => {
  const author = relationId(data.author);
  if (data.targetType !== 'product' || !data.targetId || !author || relationId(data.parent)) return null;
  return `product:${data.targetId}:user:${author}`;
};

/**
 * Stamps every new comment with its review key: the unique index on it keeps one rating review
 * per user and product, whichever code path writes it.
 *
 * @param {Strapi} strapi
 */
const keyProductReviews = (strapi) => {
  strapi.db.lifecycles.subscribe({
    models: [COMMENT_UID],
    beforeCreate(event) {
      const data = /** @type {CommentData | undefined} */ (event.params.data);
      if (data) data.reviewKey = reviewKeyOf(data);
    },
  });
};

module.exports = { keyProductReviews, reviewKeyOf };
