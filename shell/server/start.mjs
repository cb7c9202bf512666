// `pnpm start` (after the build): one origin for the shell, the six remotes and the API.
import { createApp } from './app.mjs';
import { startCms } from './cms-process.mjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
let cmsUrl = process.env.CMS_URL;
let cmsChild;
if (!cmsUrl) {
  const cms = await startCms({
    port: Number(process.env.CMS_PORT ?? 1337),
    quiet: process.env.CMS_QUIET === 'true',
  });
  cmsUrl = cms.url;
  cmsChild = cms.child;
}

const app = createApp({
  cmsUrl,
  remotesEnvironment: process.env.REMOTES_ENV ?? 'production',
  remotesFilePath: process.env.REMOTES_FILE,
});
await app.locals.warmUp();
const server = app.listen(port, host, () => {
  console.log(`ChargeMaroc est en ligne : http://localhost:${port}`);
});

const stop = () => {
  server.close();
  cmsChild?.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
