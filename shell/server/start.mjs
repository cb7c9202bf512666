// `pnpm start` (after the build): one origin for the shell, the six remotes and the API, served by one
// worker process per core (`WEB_CONCURRENCY`); the primary starts the CMS once and supervises them.
import cluster from 'node:cluster';
import { once } from 'node:events';
import { CMS_PORT, SHELL_PORT } from '@chargemaroc/shared/remotes';
import { createApp } from './app.mjs';
import { superviseCms } from './cms-process.mjs';
import { pointerStoreOf } from './releases/live-site.mjs';
import { makeBuildsLive } from './releases/release-commands.mjs';
import { readRelease, releasesRoot } from './releases/release-store.mjs';
import { pageCacheSettings, workerCount } from './settings.mjs';
import { createSharedPagesFolder } from './shared-pages.mjs';
import { serveGracefully, superviseWorkers } from './workers.mjs';

// the production server: Express and React take their production paths, nothing prints a stack trace
process.env.NODE_ENV = 'production';
const port = Number(process.env.PORT ?? SHELL_PORT);
const host = process.env.HOST ?? '127.0.0.1';

/**
 * What the CMS started here is told: the shop's public address (payment returns and callback, reset
 * links; never taken from a request) and, for the demo (`pnpm start` passes --test-gateway), the
 * local test payment gateway. Without it and without CMI settings, card payment is refused.
 */
const cmsSettings = () => ({
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  ...(process.argv.includes('--test-gateway') ? { PAYMENT_TEST_GATEWAY: 'on' } : {}),
});

/** Whether every app the live set names has its release in this release store. */
const servable = (root, set) =>
  Object.entries(set.apps ?? {}).every(
    ([app, pointer]) => !pointer?.version || readRelease(root, app, pointer.version) !== null,
  );

/**
 * An environment where nothing was ever released is served the current builds (`pnpm serve` after
 * `pnpm build`); so is one whose live set names releases this store does not hold (a CMS kept from
 * another release store), which would otherwise be served pages without their files.
 */
async function releaseBuildsIfNothingLive(environment) {
  const root = releasesRoot();
  // a CMS already running keeps the sections; the one this start runs takes in the copy on disk
  const store = pointerStoreOf(root, { cmsUrl: process.env.CMS_URL });
  await store.refresh?.(environment);
  const live = store.read(environment);
  if (process.env.REMOTES_FILE || (live && servable(root, live))) return;
  console.log(
    live
      ? `Les versions en ligne en ${environment} manquent à ${root} : les builds actuels y sont publiés.`
      : `Rien n'est en ligne en ${environment} : les builds actuels y sont publiés.`,
  );
  try {
    await makeBuildsLive({ root, store, environments: [environment], by: 'pnpm serve' });
  } catch (error) {
    console.error(`Aucune version n'a pu être mise en ligne : ${error.message}`);
  }
}

async function primary() {
  await releaseBuildsIfNothingLive(process.env.REMOTES_ENV ?? 'production');
  let cmsUrl = process.env.CMS_URL;
  let stopCms = async () => {};
  if (!cmsUrl) {
    // started again whenever it stops (killed, crashed): the site must not stay down with it
    const cms = await superviseCms({
      port: Number(process.env.CMS_PORT ?? CMS_PORT),
      quiet: process.env.CMS_QUIET === 'true',
      script: process.env.CMS_START_SCRIPT || undefined,
      env: cmsSettings(),
    });
    cmsUrl = cms.url;
    stopCms = () => cms.stop();
  }
  const count = workerCount();
  // the last good copy of each cacheable page, for every worker (while the CMS is down)
  const pageCache = pageCacheSettings();
  const sharedPages = pageCache.enabled ? createSharedPagesFolder({ maxBytes: pageCache.maxBytes }) : null;
  const workers = superviseWorkers({
    cluster,
    count,
    env: {
      CMS_URL: cmsUrl,
      NODE_ENV: 'production',
      ...(sharedPages && { PAGE_CACHE_SHARED_DIR: sharedPages.folder }),
    },
  });
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === count)
      console.log(`ChargeMaroc est en ligne : http://localhost:${port} (${count} processus)`);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await workers.stop();
    sharedPages?.remove();
    await stopCms();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function worker() {
  await serveGracefully(async () => {
    const app = createApp({
      cmsUrl: process.env.CMS_URL,
      remotesEnvironment: process.env.REMOTES_ENV ?? 'production',
      remotesFilePath: process.env.REMOTES_FILE,
    });
    await app.locals.warmUp();
    const server = app.listen(port, host);
    await once(server, 'listening');
    return server;
  });
}

await (cluster.isPrimary ? primary() : worker());
