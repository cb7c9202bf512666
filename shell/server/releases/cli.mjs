// pnpm release <app> [--env staging] [--notes "…"] [--from <a build's folder>]
// pnpm rollback <app> [--env staging] [--to <version>]
// pnpm releases [--env staging]
// (and, for `pnpm start`: live-builds; for product owners without the back office: enable|disable <app>;
// for the back office, before a product owner's switch is saved: check <app> --to <version>, which
// prints {"problems": […]} and switches nothing)
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CMS_PORT } from '@chargemaroc/shared/remotes';
import { APPS } from '../paths.mjs';
import { pointerStoreOf } from './live-site.mjs';
import { ENVIRONMENTS, isEnvironment } from './pointer-store.mjs';
import {
  ReleaseRefused,
  makeBuildsLive,
  release,
  rollback,
  setEnabled,
  switchProblems,
} from './release-commands.mjs';
import { listReleases, releasesRoot } from './release-store.mjs';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    env: { type: 'string', multiple: true },
    to: { type: 'string' },
    notes: { type: 'string' },
    // a build made elsewhere (a CI artifact): the browser build, its server container in `server/`
    from: { type: 'string' },
  },
});
const environments = values.env ?? ['production'];
const environment = environments[0];
const root = releasesRoot();
const cmsUrl = process.env.CMS_URL ?? `http://127.0.0.1:${process.env.CMS_PORT ?? CMS_PORT}`;
// the sections live in the CMS (the admin and the commands agree); `pnpm start` makes its builds live
// before its CMS is up, in the copy on disk, which the CMS takes in when it starts
const store = pointerStoreOf(root, { cmsUrl: command === 'live-builds' ? undefined : cmsUrl });
const by = (name) => `${name} (${process.env.RELEASED_BY ?? `${os.userInfo().username}@${os.hostname()}`})`;
const app = positionals[0];

const date = (iso) => (iso ? new Date(iso).toLocaleString('fr-MA', { timeZone: 'Africa/Casablanca' }) : '—');

function printReleases() {
  const set = store.read(environment);
  console.log(`Environnement ${environment} (révision ${set?.revision ?? 0})`);
  for (const each of APPS) {
    const pointer = set?.apps?.[each];
    const kept = listReleases(root, each);
    const state = pointer?.enabled === false ? 'désactivée' : 'activée';
    console.log(`\n${each}: ${pointer?.version ?? pointer?.manifest ?? 'aucune version'} (${state})`);
    if (pointer) console.log(`  changée le ${date(pointer.switchedAt)} par ${pointer.switchedBy ?? '—'}`);
    for (const record of kept) {
      const live = record.version === pointer?.version ? ' ← en ligne' : '';
      console.log(
        `  ${record.version}  ${record.commit}  publiée le ${date(record.publishedAt)}${record.notes ? `  « ${record.notes} »` : ''}${live}`,
      );
    }
  }
}

async function main() {
  for (const each of environments) {
    if (!isEnvironment(each))
      throw new ReleaseRefused([`Environnement inconnu : ${each} (production, staging).`]);
  }
  if (store.refresh) await Promise.all(ENVIRONMENTS.map((each) => store.refresh(each)));
  const needsApp = ['release', 'rollback', 'enable', 'disable', 'check'].includes(command);
  if (needsApp && !APPS.includes(app))
    throw new ReleaseRefused([`Précisez l'application : ${APPS.join(', ')}.`]);
  switch (command) {
    case 'release': {
      const started = Date.now();
      const result = await release({
        root,
        store,
        app,
        environment,
        cmsUrl,
        by: by('pnpm release'),
        notes: values.notes,
        folders: values.from && {
          browser: path.resolve(values.from),
          server: path.resolve(values.from, 'server'),
        },
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        result.changed
          ? `${app} ${result.record.version} est en ligne en ${environment} (${seconds} s depuis la commande).`
          : `${app} ${result.record.version} était déjà en ligne en ${environment}.`,
      );
      if (result.removed.length > 0) console.log(`Versions retirées : ${result.removed.join(', ')}`);
      return;
    }
    case 'rollback': {
      const { version } = await rollback({
        root,
        store,
        app,
        environment,
        cmsUrl,
        by: by('pnpm rollback'),
        to: values.to,
      });
      console.log(`${app} ${version} est de nouveau en ligne en ${environment}.`);
      return;
    }
    case 'enable':
    case 'disable':
      await setEnabled({
        store,
        app,
        environment,
        enabled: command === 'enable',
        by: by(`pnpm releases ${command}`),
      });
      console.log(`${app} ${command === 'enable' ? 'activée' : 'désactivée'} en ${environment}.`);
      return;
    case 'check': {
      const problems = values.to
        ? await switchProblems({ root, store, app, version: values.to, environment, cmsUrl })
        : [`Précisez la version : --to <version>.`];
      console.log(JSON.stringify({ problems }));
      return;
    }
    case 'live-builds':
      await makeBuildsLive({ root, store, environments, by: by('pnpm start') });
      return;
    case 'list':
    case undefined:
      printReleases();
      return;
    default:
      throw new ReleaseRefused([`Commande inconnue : ${command}.`]);
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(`Refusé, rien n'a changé en ${environment} :`);
  for (const problem of error.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
