import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CMS_PORT, REMOTES, SHELL_PORT } from '../../remotes.mjs';
import { REPOSITORY_ROOT, serverSourceFiles } from './app-sources';

/** Files that may name every remote: the list itself, and the data the servers read as it is. */
const ALLOWED = new Set([
  'shared/remotes.mjs',
  // checked against the list by shell/src/remotes/remotes-files.test.ts
  'shell/public/remotes/development.json',
  'shell/public/remotes/production.json',
  // the route table says which remote serves each path
  'shared/pages.mjs',
]);

const remoteWords = new RegExp(
  `\\b(${REMOTES.flatMap(({ folder, name }) => [folder, name]).join('|')})\\b`,
  'g',
);

/** A text lists the remotes when it names every one of them, or every dev port. */
function listsTheRemotes(text: string): boolean {
  const named = new Set([...text.matchAll(remoteWords)].map(([word]) => word.replace('_', '-')));
  const ports = REMOTES.filter(({ port }) => new RegExp(`\\b${port}\\b`).test(text));
  return named.size === REMOTES.length || ports.length === REMOTES.length;
}

/** The code and configuration git tracks (tests, prose and the release store left out). */
function codeFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: REPOSITORY_ROOT, encoding: 'utf8' }).split('\n');
  return tracked.filter(
    (file) =>
      /\.(ts|tsx|js|mjs|cjs|json)$/.test(file) &&
      !/(^|\/)(releases|node_modules|dist|test|e2e)\//.test(file) &&
      !/\.(test|spec)\.\w+$/.test(file) &&
      !/(^|\/)package\.json$|pnpm-lock/.test(file),
  );
}

const PORTS = new Set<number>([SHELL_PORT, CMS_PORT, ...REMOTES.map(({ port }) => port)]);
const oneRemoteWord = new RegExp(
  `\\b(${REMOTES.flatMap(({ folder, name }) => [folder, name]).join('|')})\\b`,
);

/** Whether a number stands for a port: a default of `process.env.…PORT ?? n`, or a value named …port. */
function isPortValue(node: ts.NumericLiteral): boolean {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent) && parent.right === node)
    return /port/i.test(parent.left.getText()) && ['??', '||'].includes(parent.operatorToken.getText());
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isParameter(parent))
    return /port/i.test(parent.name.getText());
  return false;
}

/** The literals of a JavaScript text that name one remote (folder or federated name) or a port of the list. */
export function remoteLiterals(text: string, fileName = 'source.mjs'): { line: number; literal: string }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found: { line: number; literal: string }[] = [];
  const visit = (node: ts.Node): void => {
    const named =
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && oneRemoteWord.test(node.text);
    const port = ts.isNumericLiteral(node) && PORTS.has(Number(node.text)) && isPortValue(node);
    if (named || port) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ line: line + 1, literal: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the one list of remotes (shared/remotes.mjs)', () => {
  it('is the only file that lists them: every other list is derived from it', () => {
    const listing = codeFiles()
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => listsTheRemotes(readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8')));
    expect(listing).toEqual([]);
  });

  it('finds a list written again, by folders, federated names or dev ports', () => {
    expect(listsTheRemotes(`const APPS = [${REMOTES.map(({ folder }) => `'${folder}'`).join(', ')}];`)).toBe(
      true,
    );
    expect(listsTheRemotes(REMOTES.map(({ name }) => `useIsRemoteEnabled('${name}')`).join('\n'))).toBe(true);
    expect(listsTheRemotes(`const DEV_PORTS = [3000, ${REMOTES.map(({ port }) => port).join(', ')}];`)).toBe(
      true,
    );
    expect(listsTheRemotes("useIsRemoteEnabled('mf_shop'); useIsRemoteEnabled('mf_content');")).toBe(false);
  });

  it("is where the origin's code (shell/server) takes a remote's name, folder or port from", () => {
    const written = serverSourceFiles().flatMap((file) =>
      remoteLiterals(readFileSync(file, 'utf8'), file).map(
        ({ line, literal }) => `${path.relative(REPOSITORY_ROOT, file)}:${line} ${literal}`,
      ),
    );
    expect(written).toEqual([]);
  });

  it('finds one remote or a port written by hand, and leaves other names and numbers alone', () => {
    const source = [
      "const shop = remotes.find((remote) => remote.name === 'mf_shop');",
      'const manifest = `/remotes/mf-stations/${version}/mf-manifest.json`;',
      'const port = Number(process.env.PORT ?? 3000);',
      'const cms = { port: 1337 };',
      'const READ_TIMEOUT_MS = 3000;',
      "const file = 'mf-manifest.json';",
      '// a comment may name mf_shop',
    ].join('\n');
    expect(remoteLiterals(source)).toEqual([
      { line: 1, literal: "'mf_shop'" },
      { line: 2, literal: '`/remotes/mf-stations/${' },
      { line: 3, literal: '3000' },
      { line: 4, literal: '1337' },
    ]);
  });
});
