import type * as Chakra from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ count: 0, inSteps: 0, withSteps: false }));
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof Chakra>();
  const createSystem = (...configs: Parameters<typeof chakra.createSystem>) => {
    created.count += 1;
    return chakra.createSystem(...configs);
  };
  // as the browser builds give it (shared/build/chakra-system-in-steps-loader.cjs)
  const inSteps = async (
    nextStep: () => Promise<void>,
    ...configs: Parameters<typeof chakra.createSystem>
  ) => {
    created.inSteps += 1;
    await nextStep();
    return chakra.createSystem(...configs);
  };
  // (read at each use: the mocked module is made once for all the tests)
  Object.defineProperty(createSystem, 'inSteps', { get: () => (created.withSteps ? inSteps : undefined) });
  return { ...chakra, createSystem };
});

describe("the design system's creation", () => {
  afterEach(() => {
    vi.resetModules();
    Object.assign(created, { count: 0, inSteps: 0, withSteps: false });
  });

  it('is not part of evaluating the provider: the start-up runs it in a task of its own', async () => {
    const { productSystem } = await import('./provider');
    expect(created.count).toBe(0);
    const system = productSystem();
    expect(created.count).toBe(1);
    expect(productSystem()).toBe(system);
    expect(created.count).toBe(1);
  });

  it("runs in the start-up's steps where Chakra can create it in steps, and only once", async () => {
    created.withSteps = true;
    const { prepareProductSystem, productSystem } = await import('./provider');
    const nextStep = vi.fn(async () => undefined);
    const system = await prepareProductSystem(nextStep);
    expect(created.inSteps).toBe(1);
    expect(nextStep).toHaveBeenCalled();
    expect(productSystem()).toBe(system);
    expect(await prepareProductSystem(nextStep)).toBe(system);
    expect(created).toMatchObject({ count: 0, inSteps: 1 });
  });

  it('is created at once where Chakra cannot create it in steps (Node, tests)', async () => {
    const { prepareProductSystem, productSystem } = await import('./provider');
    const nextStep = vi.fn(async () => undefined);
    const system = await prepareProductSystem(nextStep);
    expect(nextStep).not.toHaveBeenCalled();
    expect(created.count).toBe(1);
    expect(productSystem()).toBe(system);
  });
});
