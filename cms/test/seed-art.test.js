'use strict';

// The article illustrations of the seed (data/seed/images/articles): the title, drawn on the left,
// keeps clear of the drawing on the right (a title set under the drawing was hidden by it).
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { it } = require('node:test');

const ARTICLES = path.resolve(__dirname, '..', 'data', 'seed', 'images', 'articles');
/** Where the drawings start (the generator draws them from x = 740). */
const DRAWING_LEFT = 740;
/** A bold sans-serif letter is about 0.6 em wide on average: a generous estimate of a line's width. */
const EM_WIDTH = 0.6;

const textLines = (svg) =>
  [...svg.matchAll(/<text x="(\d+)" y="(\d+)"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)].map(
    ([, x, y, size, content]) => ({ x: Number(x), y: Number(y), size: Number(size), content }),
  );

it('every article title ends before the drawing starts', () => {
  const files = fs.readdirSync(ARTICLES).filter((name) => name.endsWith('.svg'));
  assert.ok(files.length >= 10, 'the seed has its article illustrations');
  for (const file of files) {
    const svg = fs.readFileSync(path.join(ARTICLES, file), 'utf8');
    const drawing = /<g transform="translate\((\d+) \d+\) scale\(([\d.]+)\)">/.exec(svg);
    assert.ok(drawing, `${file}: the drawing is placed`);
    // the widest drawing (the socket) reaches 220 units left of its centre
    assert.ok(
      Number(drawing[1]) - 220 * Number(drawing[2]) >= DRAWING_LEFT,
      `${file}: the drawing starts at ${DRAWING_LEFT}`,
    );
    const title = textLines(svg).filter((line) => line.y > 150 && line.y < 560);
    assert.ok(title.length > 0, `${file}: a title is drawn`);
    for (const line of title) {
      const right = line.x + line.content.length * EM_WIDTH * line.size;
      assert.ok(right < DRAWING_LEFT - 20, `${file}: « ${line.content} » reaches x = ${Math.round(right)}`);
    }
  }
});
