// Build folders and release stores made on the fly, for the release tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A remote's build as rspack writes it: browser container with `server/` inside. */
export function fakeBuild({ name = 'mf_shop', text = 'console.log("A")' } = {}) {
  const browser = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(browser, file)), { recursive: true });
    fs.writeFileSync(path.join(browser, file), content);
  };
  const manifest = {
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name: 'routes' }],
    shared: [
      {
        name: 'react',
        version: '19.3.1',
        requiredVersion: '^19.3.1',
        assets: { js: { sync: ['static/js/1.js'], async: [] } },
      },
    ],
  };
  write('mf-manifest.json', JSON.stringify(manifest));
  write('remoteEntry.js', `${text}\n`.repeat(100));
  write('remoteEntry.js.map', '{"sources":[]}');
  write('static/js/page.0123abcd.js', text);
  write('server/remoteEntry.cjs', 'module.exports = {};');
  return { browser, server: path.join(browser, 'server') };
}

export const temporaryFolder = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
