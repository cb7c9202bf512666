'use strict';

// The CMS's type check with noImplicitAny, for the code that runs in the CMS: its JavaScript says
// the type of every parameter and variable (JSDoc). `tsc -p jsconfig.json` checks the rest (the
// tests, the seed tools, the bench) without it; once they pass too, jsconfig.json turns
// noImplicitAny on itself and this script goes.
const path = require('node:path');
const ts = require('typescript');

const CHECKED = ['config', 'scripts', 'types', 'src'];

// `--all`: every file jsconfig.json checks, to measure what remains (not part of `pnpm typecheck`)
const everything = process.argv.includes('--all');

const root = path.resolve(__dirname, '..');
const configPath = path.join(root, 'jsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { fileNames, options } = ts.parseJsonConfigFileContent(
  config,
  ts.sys,
  root,
  { noImplicitAny: true },
  configPath,
);
const program = ts.createProgram(fileNames, options);

/** @param {ts.SourceFile} file */
const isChecked = (file) => {
  const relative = path.relative(root, file.fileName).split(path.sep).join('/');
  if (relative.startsWith('..') || relative.includes('node_modules/')) return false;
  return everything || CHECKED.some((folder) => relative === folder || relative.startsWith(`${folder}/`));
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
