import { authors } from '../content/articles.mjs';
import { countWords } from '../lib/format.mjs';

export function buildArticle(source) {
  const content = source.content.trim().replace(/\n/g, '');
  const author = authors[source.author];
  return {
    title: source.title,
    slug: source.slug,
    excerpt: source.excerpt,
    content,
    category: source.category,
    tags: source.tags,
    readTime: Math.max(2, Math.round(countWords(content) / 200)),
    views: source.views,
    featured: source.featured,
    // an event's last day: once it has passed, the home page no longer features it
    ...(source.eventEndsAt ? { eventEndsAt: source.eventEndsAt } : {}),
    publishedAt: source.publishedAt,
    author: { name: author.name, avatar: author.avatar },
    featuredImage: `${source.slug}.svg`,
  };
}
