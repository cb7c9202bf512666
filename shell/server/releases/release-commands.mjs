// What `pnpm release`, `pnpm rollback` and `pnpm releases` do, as functions (the back office calls the
// same ones, so a switch from either runs the same checks and lands in the same store).
import { execFileSync } from 'node:child_process';
import { APPS, REMOTE_FOLDERS, ROOT, federatedName } from '../paths.mjs';
import { contractProblems } from './contract.mjs';
import { liveSetOf } from './live-set.mjs';
import { ENVIRONMENTS } from './pointer-store.mjs';
import { collectOldReleases, listReleases, publishRelease, readRelease } from './release-store.mjs';
import { cmsAnswers, smokeRender } from './smoke-render.mjs';

/** A release or rollback the checks refused: the live version is untouched. */
export class ReleaseRefused extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

/** A version replaced less than this long ago is kept: pages opened before the switch still load its chunks. */
const RECENTLY_LIVE_MS = 24 * 60 * 60 * 1000;

export function currentCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${commit}+modifications` : commit;
  } catch {
    return 'inconnu';
  }
}

/** Builds one app alone (and the shared rules it is built with). */
export function buildApp(app, { log = console.log } = {}) {
  const run = (filter) => {
    log(`$ pnpm --filter ${filter} build`);
    execFileSync('pnpm', ['--filter', filter, 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  };
  run('@chargemaroc/shared');
  run(`@chargemaroc/${app}`);
}

/** Why the set `pointers` cannot go live, after `app` changed in it; empty when it can. */
async function problemsOf({ root, pointers, app, environment, cmsUrl, remotesBaseUrl }) {
  const live = liveSetOf(root, pointers, remotesBaseUrl);
  if (!live.shell) return [`Aucun shell n'est en ligne en ${environment} : publiez d'abord le shell.`];
  const shell = readRelease(root, 'shell', live.shell.version);
  if (!shell) return [`Le shell ${live.shell.version} n'est plus conservé.`];
  const checked = app === 'shell' ? REMOTE_FOLDERS : [app];
  const problems = checked.flatMap((remote) => {
    const version = pointers.apps?.[remote]?.version;
    const record = version && readRelease(root, remote, version);
    if (!version) return [];
    if (!record) return [`${remote} ${version} n'est plus conservé.`];
    return contractProblems(record, shell, environment);
  });
  if (problems.length > 0) return problems;
  if (!(await cmsAnswers(cmsUrl))) {
    return [`Le CMS (${cmsUrl}) ne répond pas : le rendu d'essai est impossible.`];
  }
  return smokeRender({
    shellDir: live.shell.dir,
    remotes: live.remotes,
    remoteName: app === 'shell' ? undefined : federatedName(app),
    cmsUrl,
  });
}

/** `set` with `version` of `app` live in it (its enabled state kept). */
function candidateSet(set, app, version) {
  const candidate = structuredClone(set ?? { revision: 0, apps: {} });
  candidate.apps ??= {};
  candidate.apps[app] = { ...candidate.apps[app], version, enabled: candidate.apps[app]?.enabled ?? true };
  delete candidate.apps[app].manifest;
  return candidate;
}

/**
 * Why `version` of `app` cannot go live in `environment` now (the checks of `goLive`, without the
 * switch: the back office runs them before a product owner's choice is saved); empty when it can.
 */
export async function switchProblems({
  root,
  store,
  app,
  version,
  environment,
  cmsUrl,
  remotesBaseUrl = 'http://127.0.0.1',
}) {
  if (!readRelease(root, app, version)) return [`${app} ${version} n'existe pas.`];
  const pointers = candidateSet(store.read(environment), app, version);
  return problemsOf({ root, pointers, app, environment, cmsUrl, remotesBaseUrl });
}

function protectedVersions(store, app, now) {
  const kept = new Set();
  for (const environment of ENVIRONMENTS) {
    const pointer = store.read(environment)?.apps?.[app];
    if (pointer?.version) kept.add(pointer.version);
    const history = pointer?.history ?? [];
    if (history.length > 0) kept.add(history[history.length - 1].version);
    for (const entry of history)
      if (now - Date.parse(entry.liveUntil) < RECENTLY_LIVE_MS) kept.add(entry.version);
  }
  return kept;
}

/**
 * Makes `version` of `app` live in `environment` once the checks pass; throws ReleaseRefused otherwise.
 * @param {{ root: string, store: any, app: string, version: string, environment: string, cmsUrl: string,
 *   by: string, action: string, remotesBaseUrl?: string, log?: (line: string) => void }} options
 */
export async function goLive({
  root,
  store,
  app,
  version,
  environment,
  cmsUrl,
  by,
  action,
  remotesBaseUrl = 'http://127.0.0.1',
}) {
  const before = store.read(environment) ?? { revision: 0, apps: {} };
  const candidate = candidateSet(before, app, version);
  const problems = await switchProblems({ root, store, app, version, environment, cmsUrl, remotesBaseUrl });
  if (problems.length > 0) throw new ReleaseRefused(problems);
  const after = await store.change(
    environment,
    (set) => {
      // another switch landed while this one was checked: its checks no longer hold
      if ((set.revision ?? 0) !== (before.revision ?? 0)) {
        throw new ReleaseRefused([`${environment} a changé pendant la vérification : relancez la commande.`]);
      }
      set.apps[app] = candidate.apps[app];
      return set;
    },
    { by, action },
  );
  const removed = collectOldReleases({
    root,
    app,
    isProtected: (kept) => protectedVersions(store, app, Date.now()).has(kept),
  });
  return { set: after, removed };
}

/** `pnpm release <app>`: builds it alone (or takes the build given), publishes it, checks it, switches. */
export async function release({
  root,
  store,
  app,
  environment,
  cmsUrl,
  by,
  notes = '',
  build = true,
  folders,
  log = console.log,
}) {
  if (!APPS.includes(app)) throw new ReleaseRefused([`Application inconnue : ${app} (${APPS.join(', ')}).`]);
  if (build && !folders) buildApp(app, { log });
  const { record, reused } = publishRelease({ root, app, commit: currentCommit(), notes, folders });
  log(`${app} ${record.version} ${reused ? '(déjà publiée, reprise telle quelle)' : 'publiée'}.`);
  const live = store.read(environment)?.apps?.[app];
  if (live?.version === record.version) return { record, changed: false, removed: [] };
  const { removed } = await goLive({
    root,
    store,
    app,
    version: record.version,
    environment,
    cmsUrl,
    by,
    action: 'release',
  });
  return { record, changed: true, removed };
}

/** `pnpm rollback <app>`: the version live before the current one (or `to`) goes live again, checked. */
export async function rollback({ root, store, app, environment, cmsUrl, by, to }) {
  const pointer = store.read(environment)?.apps?.[app];
  const kept = new Set(listReleases(root, app).map((record) => record.version));
  const target =
    to ??
    [...(pointer?.history ?? [])]
      .reverse()
      .find((entry) => kept.has(entry.version) && entry.version !== pointer?.version)?.version;
  if (!target) throw new ReleaseRefused([`${app} n'a pas de version précédente en ${environment}.`]);
  if (target === pointer?.version)
    throw new ReleaseRefused([`${app} ${target} est déjà en ligne en ${environment}.`]);
  await goLive({ root, store, app, version: target, environment, cmsUrl, by, action: 'rollback' });
  return { version: target };
}

/** Switches a remote's section on or off in one environment (its version stays). */
export async function setEnabled({ store, app, environment, enabled, by }) {
  if (!REMOTE_FOLDERS.includes(app)) throw new ReleaseRefused([`Section inconnue : ${app}.`]);
  return store.change(
    environment,
    (set) => {
      set.apps[app] = { ...set.apps[app], enabled };
      return set;
    },
    { by, action: enabled ? 'enable' : 'disable' },
  );
}

/**
 * Publishes the current build of every app and makes it live in `environments` (`pnpm start`: the
 * tree built together). The contract check still runs; the render check is the e2e suite's.
 */
export async function makeBuildsLive({ root, store, environments, by, log = console.log }) {
  const commit = currentCommit();
  const versions = Object.fromEntries(
    APPS.map((app) => [app, publishRelease({ root, app, commit, notes: 'build local' }).record]),
  );
  const shell = versions.shell;
  const problems = REMOTE_FOLDERS.flatMap((app) => contractProblems(versions[app], shell, 'ce build'));
  if (problems.length > 0) throw new ReleaseRefused(problems);
  for (const environment of environments) {
    await store.change(
      environment,
      (set) => {
        for (const app of APPS)
          set.apps[app] = { enabled: set.apps[app]?.enabled ?? true, version: versions[app].version };
        return set;
      },
      { by, action: 'release' },
    );
  }
  for (const app of APPS) {
    collectOldReleases({
      root,
      app,
      isProtected: (kept) => protectedVersions(store, app, Date.now()).has(kept),
    });
  }
  log(
    `En ligne (${environments.join(', ')}) : ${APPS.map((app) => `${app} ${versions[app].version}`).join(', ')}`,
  );
  return versions;
}
