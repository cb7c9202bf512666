import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { APP_FOLDERS, REPOSITORY_ROOT, appSourceFiles, serverSourceFiles } from '../testing/app-sources';
import { pathAliases, paths } from './paths';

/** The one home of the paths (plain JavaScript), and the module that gives the apps its links. */
const TABLE = new Set(['shared/pages.mjs', 'shared/src/routing/paths.ts']);

/** What a literal may not start with: each path of the table (to its first parameter) and each alias. */
type WrittenPath = { whole: string } | { prefix: string };
const written: WrittenPath[] = [
  ...Object.values(paths).map((page) => page.pattern),
  ...Object.keys(pathAliases),
]
  .filter((pattern) => pattern !== '/')
  .map((pattern) => {
    const parameter = pattern.indexOf(':');
    return parameter === -1 ? { whole: pattern } : { prefix: pattern.slice(0, parameter) };
  });

function startsWithAPath(text: string): boolean {
  return written.some((path) =>
    'prefix' in path
      ? text.startsWith(path.prefix)
      : text === path.whole || ['?', '#', '/'].some((next) => text.startsWith(path.whole + next)),
  );
}

/** The home page '/' is too common a string to refuse everywhere: only where a link or a route is written. */
const LINK_ATTRIBUTES = new Set(['to', 'href', 'action', 'path']);
const NAVIGATIONS = new Set(['navigate', 'redirect']);

function isHomeLink(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral): boolean {
  if (node.text !== '/') return false;
  const parent = node.parent;
  if (ts.isJsxAttribute(parent) || ts.isPropertyAssignment(parent))
    return LINK_ATTRIBUTES.has(parent.name.getText());
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
    return LINK_ATTRIBUTES.has(parent.parent.name.getText());
  return ts.isCallExpression(parent) && NAVIGATIONS.has(parent.expression.getText());
}

/** The string and template literals of a source text that write a path of the table, with their line. */
export function pathLiterals(text: string, fileName = 'source.tsx'): { line: number; literal: string }[] {
  const kind = /\.m?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TSX;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: { line: number; literal: string }[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)
        ? node
        : undefined;
    if (literal && (startsWithAPath(literal.text) || (!ts.isTemplateHead(literal) && isHomeLink(literal)))) {
      const { line } = source.getLineAndCharacterOfPosition(literal.getStart(source));
      found.push({ line: line + 1, literal: literal.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the table of paths (shared/pages.mjs, read through shared/src/routing/paths.ts)', () => {
  it('is the only place a path is written: links are built with paths.x.href(), the origin reads shared/pages.mjs', () => {
    const written = [
      ...APP_FOLDERS.flatMap((folder) => appSourceFiles(folder, { skipTestingHelpers: true })),
      ...serverSourceFiles(),
    ]
      .map((file) => path.relative(REPOSITORY_ROOT, file))
      .filter((file) => !TABLE.has(file))
      .flatMap((file) =>
        pathLiterals(readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8'), file).map(
          ({ line, literal }) => `${file}:${line} ${literal}`,
        ),
      );
    expect(written).toEqual([]);
  });

  it('finds a path written as a string, a template or a JSX attribute, and leaves API paths and comments alone', () => {
    const source = [
      "const shop = '/boutique?category=wallbox';",
      'const product = `/produit/${id}`;',
      'const link = <RouterLink to="/panier">Panier</RouterLink>;',
      "const home = { to: '/', label: 'Accueil' };",
      "const old = '/login';",
      "const endpoint = '/contact-messages';",
      "const products = '/produits';",
      "const segments = pathname.split('/');",
      '// a comment may name /boutique',
    ].join('\n');
    expect(pathLiterals(source)).toEqual([
      { line: 1, literal: "'/boutique?category=wallbox'" },
      { line: 2, literal: '`/produit/${' },
      { line: 3, literal: '"/panier"' },
      { line: 4, literal: "'/'" },
      { line: 5, literal: "'/login'" },
    ]);
  });

  it("reads the origin's JavaScript too", () => {
    const source = [
      "const STATIC_PATHS = ['/', '/boutique', '/cgv'];",
      'const page = (doc) => `/blog/${doc.slug}`;',
      "const robots = ['/api/'];",
    ].join('\n');
    expect(pathLiterals(source, 'site-map.mjs').map(({ literal }) => literal)).toEqual([
      "'/boutique'",
      "'/cgv'",
      '`/blog/${',
    ]);
  });
});
