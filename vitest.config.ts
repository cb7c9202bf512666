import { defineConfig } from 'vitest/config';

const sources = '{shared,shell,mf-shop,mf-vehicles,mf-checkout,mf-account,mf-content,mf-stations}/src/**';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'rules', include: [`${sources}/*.test.ts`], environment: 'node' },
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
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
