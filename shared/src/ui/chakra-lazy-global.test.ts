import { afterAll, describe, expect, it } from 'vitest';
import {
  buildLoader,
  loadTransformedSystemModule,
  systemModuleSource,
} from '../testing/chakra-system-module';
import { withLinkedGlobalCss } from './provider';
import { productSystem } from './system';

const system = productSystem();

const lazyGlobal = buildLoader('chakra-lazy-global-loader.cjs');

type CreateSystem = (...configs: unknown[]) => { _global: unknown[] };

const disposals: Array<() => void> = [];
afterAll(() => disposals.forEach((dispose) => dispose()));

/** The loader's output, evaluated in place of Chakra's module, on Chakra's own dependencies. */
async function loadLazyCreateSystem(): Promise<CreateSystem> {
  const { module, dispose } = await loadTransformedSystemModule<{ createSystem: CreateSystem }>(lazyGlobal);
  disposals.push(dispose);
  return module.createSystem;
}

describe("the design system's global CSS, built when read in the browser builds", () => {
  it("finds Chakra's eager build of the global CSS and makes it a getter", () => {
    const lazy = lazyGlobal(systemModuleSource);
    expect(lazy).not.toContain('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];');
    expect(lazy).toMatch(/get _global\(\) \{\s*return buildGlobalCss\(\);\s*\}/);
  });

  it('refuses a createSystem it does not know rather than leave the global CSS eager unnoticed', () => {
    expect(() =>
      lazyGlobal(systemModuleSource.replace('getTokenCss()];', 'getTokenCss(), extra()];')),
    ).toThrow(/chakra-lazy-global-loader/);
  });

  it('builds the same global CSS as Chakra, once, when first read', async () => {
    const createLazySystem = await loadLazyCreateSystem();
    const { createSystem, defaultConfig } = await import('@chakra-ui/react');
    const lazy = createLazySystem(defaultConfig);
    const descriptor = Object.getOwnPropertyDescriptor(lazy, '_global');
    expect(descriptor?.get, 'nothing built before it is read').toBeTypeOf('function');
    const built = lazy._global;
    expect(built).toEqual(createSystem(defaultConfig)._global);
    expect(lazy._global, 'built once').toBe(built);
  });
});

describe('the system of pages that link the global stylesheet', () => {
  it('never reads the global CSS of the system it is made from', () => {
    let reads = 0;
    const base = Object.create(system, {
      _global: {
        get() {
          reads += 1;
          return [];
        },
      },
    }) as typeof system;
    const linked = withLinkedGlobalCss(base);
    expect(linked._global).toEqual([]);
    expect(linked._config.disableLayers).toBe(true);
    expect(linked.css, 'everything else is the system').toBe(system.css);
    expect(reads).toBe(0);
  });
});
