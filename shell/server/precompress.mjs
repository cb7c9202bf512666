// Writes .br and .gz beside every text asset of the production builds (run after `build`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTE_FOLDERS, SHELL_DIST, remoteDist } from './paths.mjs';

const TEXT = /\.(?:js|css|html|json|svg|txt)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name) && !entry.name.endsWith('.map')) yield full;
  }
}

let count = 0;
for (const dir of [SHELL_DIST, ...REMOTE_FOLDERS.map(remoteDist)]) {
  if (!fs.existsSync(dir)) continue;
  for (const file of files(dir)) {
    const source = fs.readFileSync(file);
    if (source.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    count += 1;
  }
}
console.log(`Precompressed ${count} files.`);
