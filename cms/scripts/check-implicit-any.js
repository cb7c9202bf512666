'use strict';

// The CMS's type check with noImplicitAny, for the folders whose JavaScript says the type of every
// parameter and variable (JSDoc). `tsc -p jsconfig.json` checks the rest without it; a folder joins
// CHECKED once its code passes, and when all have, jsconfig.json turns noImplicitAny on itself.
const path = require('node:path');
const ts = require('typescript');

// folders, or files of a folder not done yet
const CHECKED = [
  'config',
  'scripts',
  'types',
  'src/utils',
  'src/lib',
  'src/domain',
  'src/extensions',
  'src/seed',
  'src/search',
  'src/providers',
  'src/index.js',
  'src/messages.js',
  'src/middlewares',
  'src/bootstrap',
  'src/api/article',
  'src/api/article-category',
  'src/api/callback-request',
  'src/api/change-log',
  'src/api/comment',
  'src/api/contact-message',
  'src/api/content-version',
  'src/api/faq-item',
  'src/api/installation-request',
  'src/api/invoice',
  'src/api/legal-page',
  'src/api/newsletter',
  'src/api/order',
  'src/api/payment',
  'src/api/produit',
  'src/api/quote-request',
  'src/api/release',
  'src/api/search',
  'src/api/section',
  'src/api/station',
  'src/api/station-issue-report',
  'src/api/station-review',
  'src/api/test-drive-request',
  'src/api/vehicule',
  'src/api/wishlist',
];

// `--all`: every folder of src, to measure what remains (not part of `pnpm typecheck`)
const folders = process.argv.includes('--all') ? ['src'] : CHECKED;

const root = path.resolve(__dirname, '..');
const configPath = path.join(root, 'jsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, root, { noImplicitAny: true });
const program = ts.createProgram(fileNames, options);

/** @param {ts.SourceFile} file */
const isChecked = (file) => {
  const relative = path.relative(root, file.fileName).split(path.sep).join('/');
  return folders.some((folder) => relative === folder || relative.startsWith(`${folder}/`));
};

const diagnostics = program
  .getSourceFiles()
  .filter(isChecked)
  .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]);

if (diagnostics.length > 0) {
  const host = {
    getCanonicalFileName: (/** @type {string} */ name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.stdout.write(`\n${diagnostics.length} error(s) with noImplicitAny\n`);
  process.exitCode = 1;
}
