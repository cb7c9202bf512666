'use strict';

const { factories } = require('@strapi/strapi');
const { forms, ratings } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { DomainError, badRequest, notFound } = require('../../../utils/domain-error');
const { text } = require('../../../utils/validation');

const UID = 'api::comment.comment';
/** @type {Record<string, import('@strapi/strapi').UID.Schema>} */
const TARGET_MODELS = { product: 'api::produit.produit', article: 'api::article.article' };
const MAX_PAGE_SIZE = 200;

/**
 * A comment or review as stored, with its parent's and author's documentId.
 * @typedef {{ id: number, documentId: string, targetType: string, targetId: string,
 *   parent?: { documentId: string } | null, author?: { documentId?: string, id?: number } | null,
 *   authorName?: string | null, rating?: number | null, comment?: string | null, helpful?: number | null,
 *   answer?: string | null, createdAt?: string }} StoredComment
 */

/**
 * A user's public name: first and last name when known, else the username.
 *
 * @param {ShopperAccount} user
 */
const displayName = (user) => [user.prenom, user.nom].filter(Boolean).join(' ').trim() || user.username;

/**
 * What the storefront shows of a comment; never the author's account details.
 *
 * @param {StoredComment} comment
 */
const toPublicComment = (comment) => ({
  id: comment.id,
  documentId: comment.documentId,
  targetType: comment.targetType,
  targetId: comment.targetId,
  parentId: comment.parent ? comment.parent.documentId : null,
  userId: comment.author ? comment.author.documentId : null,
  userName: comment.authorName,
  userAvatar: null,
  rating: comment.rating ?? null,
  comment: comment.comment,
  helpful: comment.helpful ?? 0,
  answer: comment.answer || null,
  createdAt: comment.createdAt,
});

/** What an editor hid in the admin is never shown, nor counted in a rating. */
const VISIBLE = { $or: [{ hidden: false }, { hidden: { $null: true } }] };

/** @param {{ targetType?: unknown, targetId?: unknown }} query */
const readTarget = (query) => {
  const targetType = text(query.targetType);
  const targetId = text(query.targetId);
  if (!TARGET_MODELS[targetType] || !targetId) throw badRequest(messages.commentSummaryTargetRequired);
  return { targetType, targetId };
};

const PUBLIC_POPULATE = { parent: { select: ['documentId'] }, author: { select: ['documentId'] } };

module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  readTarget,

  async listForTarget({ targetType, targetId }, { page = 1, pageSize = 100 } = {}) {
    const size = Math.min(Math.max(1, pageSize), MAX_PAGE_SIZE);
    const where = { targetType, targetId, ...VISIBLE };
    const [rows, total] = await Promise.all([
      strapi.db.query(UID).findMany({
        where,
        populate: PUBLIC_POPULATE,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        offset: (page - 1) * size,
        limit: size,
      }),
      strapi.db.query(UID).count({ where }),
    ]);
    return {
      data: rows.map(toPublicComment),
      meta: { pagination: { page, pageSize: size, pageCount: Math.ceil(total / size), total } },
    };
  },

  async findPublic(documentId) {
    const row = await strapi.db
      .query(UID)
      .findOne({ where: { documentId, ...VISIBLE }, populate: PUBLIC_POPULATE });
    return row ? toPublicComment(row) : null;
  },

  async summary({ targetType, targetId }, currentUser) {
    const rows = await strapi.db.query(UID).findMany({
      where: { targetType, targetId, parent: null, ...VISIBLE },
      select: ['rating'],
      populate: { author: { select: ['id'] } },
    });
    const reviews = rows.map((row) => ({
      rating: row.rating ?? null,
      userId: row.author ? row.author.id : null,
      parentId: null,
    }));
    return ratings.summarizeRatings(reviews, currentUser ? currentUser.id : null);
  },

  /**
   * Adds a comment or review by the signed-in `user`, with the storefront's rules; answers
   * {comment, created} (created is false when the user's earlier review of the product was replaced).
   */
  async submit(data, user) {
    const targetType = text(data.targetType || data.type);
    const targetId = text(data.targetId || data.id);
    const parentId = text(data.parentId || data.parent) || null;
    const comment = typeof data.comment === 'string' ? data.comment : '';
    const rating =
      data.rating === undefined || data.rating === null || data.rating === '' ? null : Number(data.rating);

    const problem = forms.validateComment(
      { comment, rating, parentId, target: targetType === 'article' ? 'article' : 'product' },
      Boolean(user),
    );
    if (problem) throw new DomainError(user ? 400 : 401, problem);
    if (!TARGET_MODELS[targetType] || !targetId) throw badRequest(messages.commentTargetInvalid);
    if (comment.trim().length > 5000) throw badRequest(messages.fieldTooLong('commentaire', 5000));

    const target = await strapi.db
      .query(TARGET_MODELS[targetType])
      .findOne({ where: { documentId: targetId }, select: ['id'] });
    if (!target) throw notFound(messages.commentTargetInvalid);

    let parent = null;
    if (parentId) {
      parent = await strapi.db
        .query(UID)
        .findOne({ where: { documentId: parentId, targetType, targetId }, select: ['id', 'documentId'] });
      if (!parent) throw notFound(messages.commentParentNotFound);
    }
    const isProductReview = targetType === 'product' && !parent;
    const content = { authorName: displayName(user), comment: comment.trim() };

    return strapi.db.transaction(async () => {
      // One rating review per user and product: a second one replaces the first.
      const previous = isProductReview
        ? await strapi.db.query(UID).findOne({
            where: { targetType, targetId, parent: null, author: user.id },
            select: ['id'],
          })
        : null;
      if (previous) {
        const updated = await strapi.db.query(UID).update({
          where: { id: previous.id },
          data: { ...content, rating },
          populate: PUBLIC_POPULATE,
        });
        return { comment: toPublicComment(updated), created: false };
      }
      const created = await strapi.db.query(UID).create({
        data: {
          ...content,
          targetType,
          targetId,
          parent: parent ? parent.id : null,
          author: user.id,
          rating: isProductReview ? rating : null,
          helpful: 0,
        },
        populate: PUBLIC_POPULATE,
      });
      return { comment: toPublicComment(created), created: true };
    });
  },
}));
