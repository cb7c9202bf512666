/** Articles as the CMS answers them (Strapi 5, flat attributes). */
export function cmsArticle(
  index: number,
  fields: Partial<{
    title: string;
    slug: string;
    excerpt: string;
    content: string;
    category: string;
    tags: string[];
    featured: boolean;
    views: number;
    readTime: number;
    publishedAt: string;
  }> = {},
) {
  const category = fields.category ?? 'Conseils';
  return {
    id: index,
    documentId: `article-${index}`,
    title: fields.title ?? `Article numéro ${index}`,
    slug: fields.slug ?? `article-${index}`,
    excerpt: fields.excerpt ?? `Résumé de l'article ${index}.`,
    content: fields.content ?? `<p>Corps de l'article ${index}.</p>`,
    tags: fields.tags ?? ['recharge'],
    readTime: fields.readTime ?? 4,
    views: fields.views ?? index * 10,
    featured: fields.featured ?? false,
    publishedAt: fields.publishedAt ?? `2026-0${(index % 9) + 1}-10T09:00:00.000Z`,
    featuredImage: {
      id: 100 + index,
      url: `/uploads/article-${index}.svg`,
      alternativeText: `Illustration ${index}`,
      width: 1200,
      height: 675,
      formats: null,
    },
    author: { id: 1, name: 'Salma Benjelloun' },
    category: { id: 1, documentId: `cat-${category}`, name: category, slug: category.toLowerCase() },
  };
}
