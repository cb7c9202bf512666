import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const annotate = require('../../build/pure-anatomy-loader.cjs') as (source: string) => string;
// the installed Chakra's anatomy module, as the browser builds read it
const anatomySource = readFileSync(
  require
    .resolve('@chakra-ui/react/anatomy')
    .replace(/anatomy\.(c?js|mjs)$/, 'anatomy.js')
    .replace('/cjs/', '/esm/'),
  'utf8',
);

describe("Chakra's anatomies, marked pure for the browser builds", () => {
  it('marks every anatomy the module builds (a Chakra that writes them otherwise brings them all back)', () => {
    const built = anatomySource.match(/^const \w+ = (createAnatomy\(|[\w$]+\.extendWith\()/gm) ?? [];
    const marked = annotate(anatomySource).match(/^const \w+ = \/\*#__PURE__\*\/ /gm) ?? [];
    expect(built.length).toBeGreaterThan(30);
    expect(marked).toHaveLength(built.length);
    expect(annotate(anatomySource)).not.toMatch(/^const \w+ = (?!\/\*#__PURE__\*\/)\w+(\.extendWith)?\(/m);
  });
});
