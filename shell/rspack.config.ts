import path from 'node:path';
import { createFederatedConfig, SHELL_PORT } from '@chargemaroc/shared/federation';
import { rspack } from '@rspack/core';

type DevApp = {
  get: (path: string, handler: (req: unknown, res: { sendFile: (file: string) => void }) => void) => void;
};

const appDir = import.meta.dirname;
const remotesEnvironment = process.env.REMOTES_ENV ?? 'development';

const config = createFederatedConfig({
  appDir,
  name: 'shell',
  isHost: true,
  port: SHELL_PORT,
  publicPath: '/',
  html: { title: 'ChargeMaroc — Recharge de véhicules électriques au Maroc', template: './src/index.html' },
  devServer: {
    static: { directory: path.join(appDir, 'public'), publicPath: '/' },
    setupMiddlewares: (middlewares: unknown[], devServer: { app?: DevApp }) => {
      devServer.app?.get('/remotes.json', (_req, res) =>
        res.sendFile(path.join(appDir, 'public', 'remotes', `${remotesEnvironment}.json`)),
      );
      return middlewares;
    },
  },
});

config.plugins.push(
  new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
);

export default config;
