'use strict';

// The article sanitiser on its own: what it keeps of article HTML, and the classic ways of slipping
// a script past an allow-list (the CMS suite checks it on write and on read).
const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { sanitizeHtml } = require('../src/utils/html-sanitizer');

describe('article HTML sanitiser', () => {
  it('keeps the article markup it allows, escaped again', () => {
    const article =
      '<h2>Puissance</h2><p>Une borne de <strong>7,4 kW</strong> &amp; un câble <em>Type 2</em>.</p>' +
      '<ul><li>un</li></ul><ol start="3" type="i"><li>trois</li></ol>' +
      '<table><tr><th scope="col">kW</th></tr><tr><td colspan="2">22</td></tr></table>' +
      '<blockquote cite="https://chargemaroc.ma">cité</blockquote><time datetime="2026-01-01">1er janvier</time>' +
      '<img src="/uploads/borne.jpg" alt="" width="640"><p class="note" lang="fr" title="Note">a &lt; b</p>';
    assert.equal(
      sanitizeHtml(article),
      '<h2>Puissance</h2><p>Une borne de <strong>7,4 kW</strong> &amp; un câble <em>Type 2</em>.</p>' +
        '<ul><li>un</li></ul><ol start="3" type="i"><li>trois</li></ol>' +
        '<table><tr><th scope="col">kW</th></tr><tr><td colspan="2">22</td></tr></table>' +
        '<blockquote cite="https://chargemaroc.ma">cité</blockquote><time datetime="2026-01-01">1er janvier</time>' +
        '<img src="/uploads/borne.jpg" alt="" width="640" /><p class="note" lang="fr" title="Note">a &lt; b</p>',
    );
  });

  it('answers an empty string for anything but a non-empty string', () => {
    for (const input of ['', null, undefined, 42, { html: '<p>x</p>' }])
      assert.equal(sanitizeHtml(input), '');
  });

  it('closes what is left open and escapes stray brackets', () => {
    assert.equal(sanitizeHtml('<p><strong>ouvert'), '<p><strong>ouvert</strong></p>');
    assert.equal(sanitizeHtml('<p>a < b & c > d</p>'), '<p>a &lt; b &amp; c &gt; d</p>');
  });

  describe('drops script in every classic disguise', () => {
    const vectors = [
      ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
      ['in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
      ['after a space', '<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
      ['with a tab in the scheme', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
      ['with an encoded tab', '<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
      ['with an encoded letter', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
      ['with an encoded colon', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
      ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
      ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
      [
        'a javascript: quotation source',
        '<blockquote cite="javascript:alert(1)">q</blockquote>',
        '<blockquote>q</blockquote>',
      ],
      ['an onerror handler', '<img src=x onerror="alert(1)">', '<img src="x" />'],
      ['an unquoted handler in an unfinished tag', '<img src=x onerror=alert(1)//', ''],
      ['a javascript: image', '<img src="javascript:alert(1)">', '<img />'],
      [
        'a data: image (an SVG can carry script)',
        '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">',
        '<img alt="d" />',
      ],
      ['a handler on an allowed tag', '<p onmouseover="x()">brut</p>', '<p>brut</p>'],
      ['a script element', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
      [
        'a script split around another',
        '<div><scr<script>ipt>alert(1)</script></div>',
        '<div>ipt&gt;alert(1)</div>',
      ],
      [
        'an SVG with its content',
        '<svg onload="alert(1)"><script>alert(1)</script><p>dans le svg</p></svg><p>après</p>',
        '<p>après</p>',
      ],
      ['MathML with a link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
      [
        'a style element and attribute',
        '<style>body{display:none}</style><p style="color:red">x</p>',
        '<p>x</p>',
      ],
      ['an iframe', '<p>ok</p><iframe src="https://x"></iframe>', '<p>ok</p>'],
      [
        'a form and its fields',
        '<form action="javascript:1"><input value=x><button>b</button></form><p>ok</p>',
        '<p>ok</p>',
      ],
      ['plug-ins', '<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
      [
        'templates and noscript',
        '<noscript><p>x</p></noscript><template><script>1</script></template><p>ok</p>',
        '<p>ok</p>',
      ],
      [
        'a quote that closes the attribute',
        '<a title=\'x" onmouseover="alert(1)\'>t</a>',
        '<a title="x&quot; onmouseover=&quot;alert(1)">t</a>',
      ],
      ['comments and declarations', '<!-- <script>alert(1)</script> --><p>x</p><!doctype html>', '<p>x</p>'],
    ];
    for (const [name, input, expected] of vectors) {
      it(name, () => assert.equal(sanitizeHtml(input), expected));
    }
  });

  it('keeps web, mail and phone links; images from the web or the site only', () => {
    assert.equal(
      sanitizeHtml(
        '<a href="mailto:contact@chargemaroc.ma">m</a><a href="tel:+212600000000">t</a><a href="/blog">b</a>',
      ),
      '<a href="mailto:contact@chargemaroc.ma">m</a><a href="tel:+212600000000">t</a><a href="/blog">b</a>',
    );
    assert.equal(sanitizeHtml('<a href="//cdn.exemple.ma/x">p</a>'), '<a href="//cdn.exemple.ma/x">p</a>');
    assert.equal(
      sanitizeHtml('<img src="mailto:a@b.ma"><img src="https://exemple.ma/a.png">'),
      '<img /><img src="https://exemple.ma/a.png" />',
    );
  });

  it('opens a new window only without access to the page (rel="noopener noreferrer")', () => {
    assert.equal(
      sanitizeHtml('<a href="https://e.ma" target="_blank" rel="opener">e</a>'),
      '<a href="https://e.ma" target="_blank" rel="noopener noreferrer">e</a>',
    );
    assert.equal(sanitizeHtml('<a href="/blog" target="_self" rel="x">e</a>'), '<a href="/blog">e</a>');
  });
});
