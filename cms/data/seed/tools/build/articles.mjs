import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { authors } from '../content/authors.mjs';
import { countWords } from '../lib/format.mjs';

const articlesDirectory = fileURLToPath(new URL('../content/articles/', import.meta.url));

export async function loadArticleSources() {
  const files = (await readdir(articlesDirectory)).filter((name) => name.endsWith('.mjs')).sort();
  const modules = await Promise.all(
    files.map((name) => import(pathToFileURL(articlesDirectory + name).href)),
  );
  return modules.map((module) => module.default);
}

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
