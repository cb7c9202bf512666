import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths.mjs';

async function isUp(url) {
  try {
    const response = await fetch(`${url}/_health`);
    return response.ok || response.status === 204;
  } catch {
    return false;
  }
}

/** Starts the CMS on its embedded database and resolves once it answers. */
export async function startCms({ port, env = {}, timeoutMs = 120_000, quiet = false }) {
  const url = `http://127.0.0.1:${port}`;
  if (await isUp(url)) throw new Error(`Port ${port} is already serving a CMS; set CMS_URL to use it.`);
  const child = spawn(process.execPath, [path.join(ROOT, 'cms', 'scripts', 'start.js')], {
    cwd: path.join(ROOT, 'cms'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      // the production origin proxies /api and forwards the client address (rate limits per shopper)
      CMS_BEHIND_PROXY: 'true',
      ...env,
    },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The CMS exited with code ${child.exitCode}`);
    if (await isUp(url)) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The CMS did not answer in time');
}
