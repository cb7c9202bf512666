'use strict';

const { factories } = require('@strapi/strapi');
const { sanitizeHtml } = require('../../../utils/html-sanitizer');
const { narrowToSearch } = require('../../../search/narrow-to-search');

const UID = 'api::article.article';

// Stored bodies are sanitised on write; they are sanitised again on the way out in case a row
// reached the database another way (import, SQL).
/**
 * @template {{ content?: unknown } | null | undefined} Article
 * @param {Article} article
 * @returns {Article}
 */
const withSafeContent = (article) =>
  article && typeof article.content === 'string'
    ? { ...article, content: sanitizeHtml(article.content) }
    : article;

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    await narrowToSearch(strapi, ctx, 'article');
    const response = await super.find(ctx);
    return { ...response, data: response.data.map(withSafeContent) };
  },

  async findOne(ctx) {
    const response = await super.findOne(ctx);
    return response && response.data ? { ...response, data: withSafeContent(response.data) } : response;
  },
}));
