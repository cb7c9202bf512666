import { describe, expect, it } from 'vitest';
import { decodeEntities, readLimitedHtml } from './limited-html';

const ALLOWED = new Set(['p', 'ul', 'li', 'strong', 'br', 'h3']);

describe('readLimitedHtml', () => {
  it('keeps the allowed tags and the text, never an attribute', () => {
    expect(
      readLimitedHtml('<p class="x" onclick="steal()">Borne <strong>22 kW</strong></p>', ALLOWED),
    ).toEqual([{ tag: 'p', children: ['Borne ', { tag: 'strong', children: ['22 kW'] }] }]);
  });

  it('keeps only the text of other tags and drops scripts with their content', () => {
    expect(
      readLimitedHtml(
        '<div><a href="javascript:x">lien</a><script>alert(1)</script><img src=x onerror=alert(1)>fin</div>',
        ALLOWED,
      ),
    ).toEqual(['lien', 'fin']);
  });

  it('closes what the text leaves open and ignores stray closing tags', () => {
    expect(readLimitedHtml('<ul><li>un<li>deux</ul></p>après<br>', ALLOWED)).toEqual([
      { tag: 'ul', children: [{ tag: 'li', children: ['un', { tag: 'li', children: ['deux'] }] }] },
      'après',
      { tag: 'br', children: [] },
    ]);
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(decodeEntities('Plug &amp; Charge &lt;b&gt; &#233;t&#xE9; &nbsp;')).toBe(
      'Plug & Charge <b> été \u00a0',
    );
    expect(readLimitedHtml('&lt;script&gt;alert(1)&lt;/script&gt;', ALLOWED)).toEqual([
      '<script>alert(1)</script>',
    ]);
  });
});
