// Federation runtime plugin of the server containers (Node only).
// On Node the runtime evaluates whatever an entry URL answers (a 404 page included) and waits for
// ever; its `fetch` hook is not used for entries. This plugin loads entries itself: a local file
// from disk (so the remote's chunks load from its folder too), an http(s) URL with a timeout and a
// status check. Chunks fetched by @module-federation/node get the same bounded fetch.
/* global __non_webpack_require__ */

const TIMEOUT_MS = Number(process.env.MF_FETCH_TIMEOUT_MS || 2000);

async function boundedFetch(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

async function readEntry(entry) {
  const nodeRequire = __non_webpack_require__;
  const path = nodeRequire('path');
  if (/^https?:/.test(entry)) {
    const url = new URL(entry);
    return {
      code: await (await boundedFetch(entry)).text(),
      dirname: path.posix.dirname(url.pathname),
      filename: path.posix.basename(url.pathname),
    };
  }
  const file = entry.startsWith('file:') ? new URL(entry).pathname : entry.split('?')[0];
  return {
    code: await nodeRequire('fs').promises.readFile(file, 'utf8'),
    dirname: path.dirname(file),
    filename: file,
  };
}

export default function nodeRemoteLoader() {
  const onNode = typeof window === 'undefined';
  return {
    name: 'chargemaroc-node-remote-loader',
    fetch: onNode ? boundedFetch : undefined,
    async loadEntry({ remoteInfo }) {
      if (!onNode) return undefined;
      const nodeRequire = __non_webpack_require__;
      const { code, dirname, filename } = await readEntry(remoteInfo.entry);
      const container = { exports: {} };
      const wrapper = new (nodeRequire('vm').Script)(
        `(function (exports, module, require, __dirname, __filename) {${code}\n})`,
        { filename: remoteInfo.entry },
      );
      wrapper.runInThisContext()(container.exports, container, nodeRequire, dirname, filename);
      return container.exports[remoteInfo.entryGlobalName] || container.exports;
    },
  };
}
