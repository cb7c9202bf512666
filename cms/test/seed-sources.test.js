'use strict';

// The seed's generated articles (data/seed/articles.json and their illustrations) are what the
// generator makes of its sources (data/seed/tools/content/): an edited source not generated again,
// or a generator that reads it differently, fails here.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { it } = require('node:test');

const SEED = path.resolve(__dirname, '..', 'data', 'seed');
/** @param {string} file */
const tool = (file) => import(path.join(SEED, 'tools', file));

it('articles.json and the articles’ illustrations are generated from the articles’ data', async () => {
  const { articleSources } = await tool('content/articles.mjs');
  const { buildArticle } = await tool('build/articles.mjs');
  const { articleSvg } = await tool('art/article-art.mjs');
  const seeded = JSON.parse(fs.readFileSync(path.join(SEED, 'articles.json'), 'utf8'));
  assert.equal(articleSources.length, 14);
  assert.deepEqual(articleSources.map(buildArticle), seeded);
  for (const source of articleSources) {
    const svg = fs.readFileSync(path.join(SEED, 'images', 'articles', `${source.slug}.svg`), 'utf8');
    assert.equal(articleSvg(source), svg, `${source.slug}.svg`);
  }
});
