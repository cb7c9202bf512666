'use strict';

const { pickAttributes, slugify } = require('./seed-files');

const CATEGORY_UID = 'api::article-category.article-category';
const ARTICLE_UID = 'api::article.article';
const FAQ_UID = 'api::faq-item.faq-item';
const LEGAL_PAGE_UID = 'api::legal-page.legal-page';

const BLOG_CATEGORIES = ['Actualités', 'Technologies', 'Écologie', 'Conseils', 'Évènements'];

/**
 * The five blog categories, created when missing; answers their ids by label.
 *
 * @param {Strapi} strapi
 */
const ensureBlogCategories = async (strapi) => {
  /** @type {Map<string, string>} */
  const ids = new Map();
  for (const name of BLOG_CATEGORIES) {
    const existing = await strapi.db.query(CATEGORY_UID).findOne({ where: { name }, select: ['documentId'] });
    const category =
      existing || (await strapi.documents(CATEGORY_UID).create({ data: { name, slug: slugify(name) } }));
    ids.set(name, category.documentId);
  }
  return ids;
};

/**
 * @param {Strapi} strapi
 * @param {({ author?: { name?: string, avatar?: string | null } | null, slug?: string, title?: string, category?: string, featuredImage?: string, publishedAt?: string } & Record<string, unknown>)[]} articles
 * @param {(folder: string, fileName: unknown) => Promise<number | null>} uploadImage
 */
const seedArticles = async (strapi, articles, uploadImage) => {
  const categories = await ensureBlogCategories(strapi);
  for (const article of articles) {
    const author = article.author && typeof article.author === 'object' ? article.author : null;
    const created = await strapi.documents(ARTICLE_UID).create({
      data: {
        ...pickAttributes(strapi, ARTICLE_UID, article, [
          'category',
          'author',
          'featuredImage',
          'publishedAt',
        ]),
        slug: article.slug || slugify(article.title),
        category: categories.get(String(article.category)) || null,
        featuredImage: await uploadImage('articles', article.featuredImage),
        author: author
          ? { name: author.name || 'ChargeMaroc', avatar: await uploadImage('authors', author.avatar) }
          : null,
      },
    });
    // Publishing stamps the current time; the article keeps the date it was written for.
    const publishedAt = article.publishedAt ? new Date(article.publishedAt) : null;
    if (publishedAt && !Number.isNaN(publishedAt.getTime())) {
      await strapi.db.query(ARTICLE_UID).update({ where: { id: created.id }, data: { publishedAt } });
    }
  }
  return articles.length;
};

/**
 * @param {Strapi} strapi
 * @param {Record<string, unknown>[]} items
 */
const seedFaq = async (strapi, items) => {
  for (const [index, item] of items.entries()) {
    await strapi
      .documents(FAQ_UID)
      .create({ data: { order: index, ...pickAttributes(strapi, FAQ_UID, item) } });
  }
  return items.length;
};

/**
 * The legal pages, each keeping the date it was last updated (a save stamps the current time).
 *
 * @param {Strapi} strapi
 * @param {({ updatedAt?: string } & Record<string, unknown>)[]} pages
 */
const seedLegalPages = async (strapi, pages) => {
  for (const page of pages) {
    const created = await strapi
      .documents(LEGAL_PAGE_UID)
      .create({ data: pickAttributes(strapi, LEGAL_PAGE_UID, page, ['updatedAt']) });
    const updatedAt = new Date(page.updatedAt ?? Number.NaN);
    // below the query layer, which stamps every update with the current time
    if (!Number.isNaN(updatedAt.getTime())) {
      const { tableName } = strapi.db.metadata.get(LEGAL_PAGE_UID);
      await strapi.db.connection(tableName).where({ id: created.id }).update({ updated_at: updatedAt });
    }
  }
  return pages.length;
};

module.exports = { seedArticles, seedFaq, seedLegalPages, ensureBlogCategories, BLOG_CATEGORIES };
