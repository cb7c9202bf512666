// An environment is a set of pointers: for each app, the live version and whether it is enabled.
// This is the file-backed store (one JSON document per environment, replaced by a rename, so a reader
// sees the old set or the new one, never a mix) behind the small interface the origin and the
// commands use:
//   read(environment) → the set, or null when nothing was ever released there
//   change(environment, update, { by, action }) → the new set (update: (set) => set, checked first)
//   log(environment) → the recorded changes, oldest first
import fs from 'node:fs';
import path from 'node:path';
import { APPS } from '../paths.mjs';

export const ENVIRONMENTS = ['production', 'staging'];
const LOCK_STALE_MS = 30_000;

export function isEnvironment(value) {
  return ENVIRONMENTS.includes(value);
}

function environmentFile(dir, environment) {
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(environment)) throw new Error(`Environnement inconnu : ${environment}`);
  return path.join(dir, `${environment}.json`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One writer at a time per environment (two teams releasing at once): an exclusive lock file. */
async function withLock(file, work) {
  const lock = `${file}.lock`;
  const deadline = Date.now() + LOCK_STALE_MS;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS || Date.now() > deadline) fs.rmSync(lock, { force: true });
      else await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** What changed for each app between two sets, as log entries. */
function differences(before, after) {
  return APPS.flatMap((app) => {
    const from = before?.apps?.[app] ?? null;
    const to = after.apps[app] ?? null;
    if (from?.version === to?.version && from?.enabled === to?.enabled && from?.manifest === to?.manifest)
      return [];
    const pick = (pointer) => pointer && { version: pointer.version ?? null, enabled: pointer.enabled };
    return [{ app, from: pick(from), to: pick(to) }];
  });
}

/**
 * @param {{ dir: string, now?: () => Date }} options `dir`: where the environments' files live
 */
export function createFilePointerStore({ dir, now = () => new Date() }) {
  const known = new Map();

  /** The set of `environment`; read again only when the file was replaced (a rename makes a new inode). */
  function read(environment) {
    const file = environmentFile(dir, environment);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    const key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    const cached = known.get(file);
    if (cached?.key === key) return cached.set;
    const set = JSON.parse(fs.readFileSync(file, 'utf8'));
    known.set(file, { key, set });
    return set;
  }

  async function change(environment, update, { by, action }) {
    fs.mkdirSync(dir, { recursive: true });
    const file = environmentFile(dir, environment);
    return withLock(file, async () => {
      known.delete(file);
      const before = read(environment);
      const at = now().toISOString();
      const draft = structuredClone(before ?? { environment, revision: 0, apps: {} });
      const updated = await update(draft);
      const entries = differences(before, updated);
      if (entries.length === 0) return before ?? updated;
      for (const { app } of entries) {
        const pointer = updated.apps[app];
        const previous = before?.apps?.[app];
        // what was live before, most recent last: where a rollback goes back to
        const history = [...(previous?.history ?? [])];
        if (previous?.version && previous.version !== pointer.version) {
          history.push({ version: previous.version, liveUntil: at });
        }
        updated.apps[app] = { ...pointer, switchedAt: at, switchedBy: by, history: history.slice(-20) };
      }
      updated.environment = environment;
      updated.revision = (before?.revision ?? 0) + 1;
      updated.updatedAt = at;
      writeAtomically(file, `${JSON.stringify(updated, null, 2)}\n`);
      const lines = entries.map((entry) => JSON.stringify({ at, environment, by, action, ...entry }));
      fs.appendFileSync(path.join(dir, `${environment}.log.jsonl`), `${lines.join('\n')}\n`);
      return updated;
    });
  }

  function log(environment) {
    environmentFile(dir, environment);
    const file = path.join(dir, `${environment}.log.jsonl`);
    if (!fs.existsSync(file)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  }

  /**
   * Writes `set` as the environment's copy, as it is (no log: the change was recorded where it was
   * made): the last set known from the CMS-backed store, read again if the CMS cannot be reached.
   */
  function keep(environment, set) {
    const file = environmentFile(dir, environment);
    const text = `${JSON.stringify(set, null, 2)}\n`;
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
    fs.mkdirSync(dir, { recursive: true });
    writeAtomically(file, text);
  }

  return { read, change, log, keep };
}
