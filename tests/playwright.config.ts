import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.mjs';
import { E2E_PORT } from './support/ports.mjs';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'fr-MA',
    trace: 'on-first-retry',
    // a step that cannot end fails with its own name instead of spending the whole test's time
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // the service worker (decision 026) would answer requests behind page.route's back and keep pages
    // between tests: only the specs about it allow it (offline.spec.ts)
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /back-office\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    // switches the e2e origin's production sections: once every other spec has run
    {
      name: 'back-office',
      testMatch: /back-office\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'node support/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/remotes.json`,
    reuseExistingServer: !isCI,
    timeout: 420_000,
    stdout: 'pipe',
  },
});
