// The pointer store kept in the CMS (docs/decisions/020-back-office-and-roles.md), behind the same
// interface as the file store (./pointer-store.mjs): read(environment), change(environment, update,
// { by, action }), log(environment). A product owner switches sections in the CMS admin, the release
// commands write here too, so both always agree. Reads never wait on the network: each origin worker
// asks the CMS for its environment every second and keeps the last set it got, in memory and on disk
// (the file store's copy), which it keeps serving, and says so, while the CMS cannot be reached.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.mjs';

const READ_TIMEOUT_MS = 3000;
const WRITE_TIMEOUT_MS = 30_000;
const WRITE_ATTEMPTS = 3;

/** RELEASES_SECRET, else the one the CMS of this machine generated (cms/.tmp/secrets.json). */
export function releasesSecret(env = process.env) {
  if (env.RELEASES_SECRET) return env.RELEASES_SECRET;
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, 'cms', '.tmp', 'secrets.json'), 'utf8'))
      .RELEASES_SECRET;
  } catch {
    return undefined;
  }
}

/** The pointer fields a switch sets; the CMS records when, by whom, and what was live before. */
const pointerFields = (apps) =>
  Object.fromEntries(
    Object.entries(apps ?? {}).map(([app, pointer]) => [
      app,
      {
        ...(pointer.version ? { version: pointer.version } : {}),
        ...(pointer.manifest ? { manifest: pointer.manifest } : {}),
        enabled: pointer.enabled !== false,
      },
    ]),
  );

/**
 * @param {{ cmsUrl: string, copy: ReturnType<typeof import('./pointer-store.mjs').createFilePointerStore>,
 *   secret?: string, intervalMs?: number, warn?: (line: string) => void }} options
 *   `copy`: the file store holding the last known sets on disk
 */
export function createCmsPointerStore({
  cmsUrl,
  copy,
  secret = releasesSecret(),
  intervalMs = 1000,
  warn = console.warn,
}) {
  /** @type {Map<string, { text: string, set: any }>} */
  const known = new Map();
  const unreachable = new Set();
  const endpoint = (environment) => `${cmsUrl}/_releases/environments/${encodeURIComponent(environment)}`;

  async function fetchSet(environment) {
    const response = await fetch(endpoint(environment), { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()).set ?? null;
  }

  /** Keeps `set` as the environment's (the same object while it does not change) and on disk. */
  function remember(environment, set) {
    if (!set) return;
    const text = JSON.stringify(set);
    if (known.get(environment)?.text === text) return;
    known.set(environment, { text, set });
    try {
      copy.keep(environment, set);
    } catch (error) {
      warn(`Copie des sections de ${environment} non écrite sur disque : ${error.message}`);
    }
  }

  /** The set last known: from the CMS, else the copy on disk (before the first answer, or none yet). */
  function read(environment) {
    return known.get(environment)?.set ?? copy.read(environment);
  }

  /** Asks the CMS once; a CMS that cannot be reached leaves the last known set in place, said once. */
  async function refresh(environment) {
    try {
      remember(environment, await fetchSet(environment));
      if (unreachable.delete(environment)) warn(`Sections de ${environment} : le CMS répond de nouveau.`);
    } catch (error) {
      if (!unreachable.has(environment)) {
        const revision = read(environment)?.revision;
        warn(
          `Sections de ${environment} : le CMS (${cmsUrl}) ne répond pas (${error.message}) ; ` +
            `les pages gardent le dernier ensemble connu (${revision === undefined ? 'aucun' : `révision ${revision}`}, copie sur disque).`,
        );
      }
      unreachable.add(environment);
    }
    return read(environment);
  }

  const watching = new Map();
  /** Asks every `intervalMs` from now on (first at once); `stop()` ends it. */
  function watch(environment) {
    if (watching.has(environment)) return watching.get(environment);
    let timer;
    let stopped = false;
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => refresh(environment).finally(schedule), intervalMs);
      timer.unref();
    };
    const ready = refresh(environment).finally(schedule);
    const handle = {
      ready,
      stop() {
        stopped = true;
        clearTimeout(timer);
        watching.delete(environment);
      },
    };
    watching.set(environment, handle);
    return handle;
  }

  async function change(environment, update, { by, action }) {
    for (let attempt = 1; ; attempt += 1) {
      let before;
      try {
        before = await fetchSet(environment);
      } catch (error) {
        throw new Error(
          `Le CMS (${cmsUrl}) ne répond pas : les sections n'ont pas changé (${error.message}).`,
          { cause: error },
        );
      }
      remember(environment, before);
      const updated = await update(structuredClone(before ?? { environment, revision: 0, apps: {} }));
      const response = await fetch(endpoint(environment), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Releases-Secret': secret ?? '' },
        body: JSON.stringify({
          apps: pointerFields(updated.apps),
          expectedRevision: before?.revision ?? 0,
          by,
          action,
        }),
        signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
      });
      const body = await response.json().catch(() => null);
      // another switch landed between the read and the write: the update is made again on it
      if (response.status === 409 && attempt < WRITE_ATTEMPTS) continue;
      if (!response.ok) {
        throw new Error(body?.error?.message ?? `Le CMS a refusé le changement (HTTP ${response.status}).`);
      }
      remember(environment, body.set);
      return body.set;
    }
  }

  /** The recorded switches of `environment`, oldest first (the CMS's change log). */
  async function log(environment) {
    const response = await fetch(`${endpoint(environment)}/log`, {
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()).entries;
  }

  return { read, change, log, refresh, watch, cmsUrl };
}
