'use strict';

const { execFile } = require('node:child_process');
const path = require('node:path');
const { REPOSITORY_ROOT, releasesRoot } = require('../../../lib/release-store');

const CLI = path.join(REPOSITORY_ROOT, 'shell', 'server', 'releases', 'cli.mjs');
const CHECK_TIMEOUT_MS = 120_000;

/**
 * The checks `pnpm rollback` runs before a version goes live (the contract check, then a server
 * render of the remote's routes inside the environment's shell), run by the same code: the release
 * commands' `check`, in a process of its own (the render loads the shell's and the remotes' server
 * containers, which have no place in the CMS's process). Answers the problems, in French; empty
 * when the version may go live.
 *
 * @param {{ strapi: Strapi }} context
 */
module.exports = ({ strapi }) => ({
  /**
   * @param {{ app: string, version: string, environment: string }} change
   * @returns {Promise<string[]>}
   */
  async problemsOfSwitch({ app, version, environment }) {
    const ownUrl = `http://127.0.0.1:${strapi.config.get('server.port')}`;
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [CLI, 'check', app, '--env', environment, '--to', version],
        {
          cwd: REPOSITORY_ROOT,
          timeout: CHECK_TIMEOUT_MS,
          maxBuffer: 4 * 1024 * 1024,
          env: { ...process.env, RELEASES_DIR: releasesRoot(), CMS_URL: ownUrl, NODE_ENV: 'production' },
        },
        (error, stdout) => {
          const line = stdout.trim().split('\n').pop() ?? '';
          try {
            const { problems } = JSON.parse(line);
            if (Array.isArray(problems)) return resolve(problems);
          } catch {
            // not the check's answer: reported below
          }
          strapi.log.error(`Release check of ${app} ${version} failed: ${error?.message ?? line}`);
          return resolve([`La vérification de ${app} ${version} n'a pas pu s'exécuter.`]);
        },
      );
    });
  },
});
