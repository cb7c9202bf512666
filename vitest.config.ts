import { defineConfig } from 'vitest/config';
import { REMOTE_FOLDERS } from './shared/remotes.mjs';

const sources = `{shared,shell,${REMOTE_FOLDERS.join(',')}}/src/**`;
// the tests' network: requests of the shared client are answered by MSW (decision 031)
const network = './shared/src/testing/network-setup.ts';

export default defineConfig({
  test: {
    // a component test drives a whole page through user events: on a busy 2-core machine one took 5 s
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          include: [`${sources}/*.test.ts`],
          environment: 'node',
          setupFiles: [network],
        },
      },
      {
        extends: true,
        test: { name: 'server', include: ['shell/server/**/*.test.mjs'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: [`${sources}/*.test.tsx`],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts', network],
        },
      },
    ],
  },
});
