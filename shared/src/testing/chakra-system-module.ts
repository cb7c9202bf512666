import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** The path of the installed Chakra's createSystem module, which the browser builds transform. */
export const systemModulePath = require
  .resolve('@chakra-ui/react')
  .replace(/[\\/]dist[\\/].*$/, '/dist/esm/styled-system/system.js');
export const systemModuleSource = readFileSync(systemModulePath, 'utf8');

/** One of the build's loaders for that module (shared/build/*.cjs). */
export const buildLoader = (file: string) => require(`../../build/${file}`) as (source: string) => string;

/**
 * Chakra's createSystem module as `transform` leaves it, evaluated in place of Chakra's, on Chakra's
 * own dependencies; `dispose` removes the file it was written to.
 */
export async function loadTransformedSystemModule<T>(transform: (source: string) => string) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'chakra-system-'));
  const fromChakra = createRequire(systemModulePath);
  const source = transform(systemModuleSource).replace(/from '([^']+)'/g, (_match, specifier: string) => {
    const resolved = specifier.startsWith('.')
      ? path.resolve(path.dirname(systemModulePath), specifier)
      : fromChakra.resolve(specifier);
    return `from '${pathToFileURL(resolved).href}'`;
  });
  const file = path.join(workDir, 'system.mjs');
  writeFileSync(file, source);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
  return { module, dispose: () => rmSync(workDir, { recursive: true, force: true }) };
}
