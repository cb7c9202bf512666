import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as browserRouter from '../../build/router/browser';
import * as serverRouter from '../../build/router/server';
import { APP_FOLDERS, REPOSITORY_ROOT, appSourceFiles } from '../testing/app-sources';

/** Files bundled only into the server build, which shares the static rendering API too. */
const SERVER_ONLY_FILES = ['shell/src/server.tsx', 'shell/src/server-entry.ts'];
const bundledFiles = (folder: string) => appSourceFiles(folder, { skipTestingHelpers: true });

/** The values (not types) the bundled code imports from 'react-router-dom', with a file each. */
function importedRouterValues(): Map<string, string> {
  const names = new Map<string, string>();
  for (const folder of APP_FOLDERS) {
    for (const file of bundledFiles(folder)) {
      const text = readFileSync(file, 'utf8');
      for (const [, typeOnly, list] of text.matchAll(
        /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g,
      )) {
        if (typeOnly) continue;
        for (const specifier of list!.split(',')) {
          const name = specifier.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names.set(name, path.relative(REPOSITORY_ROOT, file));
        }
      }
    }
  }
  return names;
}

describe('the shared React Router modules', () => {
  const imported = importedRouterValues();

  it('finds the router imports of the apps', () => {
    expect(imported.get('useLoaderData')).toBeDefined();
    expect(imported.get('createStaticHandler')).toBeDefined();
  });

  it('hold every value the apps import (else it is undefined in the built page)', () => {
    const missing = [...imported].filter(
      ([name, file]) => !(name in (SERVER_ONLY_FILES.includes(file) ? serverRouter : browserRouter)),
    );
    expect(missing).toEqual([]);
  });

  it('keep the static rendering API out of the browser', () => {
    expect('createStaticHandler' in browserRouter).toBe(false);
    expect(serverRouter.createStaticHandler).toBeTypeOf('function');
  });

  it('are reached only by named imports of react-router-dom (others escape the check or the share)', () => {
    const starImports = APP_FOLDERS.flatMap((folder) =>
      bundledFiles(folder).filter((file) =>
        /import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'|from\s+'react-router(\/[\w-]+)?'/.test(
          readFileSync(file, 'utf8'),
        ),
      ),
    );
    expect(starImports).toEqual([]);
  });
});
