import type { SystemContext } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildLoader,
  loadTransformedSystemModule,
  systemModuleSource,
} from '../testing/chakra-system-module';

const inStepsLoader = buildLoader('chakra-system-in-steps-loader.cjs');
// both loaders the browser builds apply to the module, in either order
const lazyGlobalLoader = buildLoader('chakra-lazy-global-loader.cjs');

type CreateSystem = ((...configs: unknown[]) => SystemContext) & {
  inSteps: (nextStep: () => Promise<void>, ...configs: unknown[]) => Promise<SystemContext>;
};

const disposals: Array<() => void> = [];
afterAll(() => disposals.forEach((dispose) => dispose()));

async function transformedCreateSystem(transform: (source: string) => string): Promise<CreateSystem> {
  const { module, dispose } = await loadTransformedSystemModule<{ createSystem: CreateSystem }>(transform);
  disposals.push(dispose);
  return module.createSystem;
}

/** What a page reads of a system: its tokens, its CSS variables and the styles it makes. */
function readings(system: SystemContext) {
  return {
    tokens: system.tokens.allTokens.map((token) => `${token.name}=${String(token.value)}`),
    tokenCss: JSON.stringify(system.getTokenCss()),
    styles: system.css({ p: 4, color: 'red.500', bg: { base: 'gray.100', md: 'blue.50' } }),
  };
}

describe("the design system's creation in steps, in the browser builds", () => {
  it('refuses a createSystem it does not know rather than leave it in one piece unnoticed', () => {
    expect(() =>
      inStepsLoader(
        systemModuleSource.replace('const config = mergeConfigs(...configs);', 'const config = {};'),
      ),
    ).toThrow(/chakra-system-in-steps-loader/);
  });

  it('creates, one part per step, the system Chakra creates at once', async () => {
    const { createSystem, defaultConfig } = await import('@chakra-ui/react');
    const stepped = await transformedCreateSystem((source) => lazyGlobalLoader(inStepsLoader(source)));
    let steps = 0;
    const system = await stepped.inSteps(async () => {
      steps += 1;
    }, defaultConfig);
    expect(steps).toBe(3);
    expect(readings(system)).toEqual(readings(createSystem(defaultConfig)));
  });

  it('still creates the whole system in one call', async () => {
    const { createSystem, defaultConfig } = await import('@chakra-ui/react');
    const stepped = await transformedCreateSystem((source) => inStepsLoader(lazyGlobalLoader(source)));
    expect(readings(stepped(defaultConfig))).toEqual(readings(createSystem(defaultConfig)));
  });
});
