import type * as Chakra from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof Chakra>();
  return {
    ...chakra,
    createSystem: (...configs: Parameters<typeof chakra.createSystem>) => {
      created.count += 1;
      return chakra.createSystem(...configs);
    },
  };
});

describe("the design system's creation", () => {
  afterEach(() => vi.resetModules());

  it('is not part of evaluating the provider: the start-up runs it in a task of its own', async () => {
    created.count = 0;
    const { productSystem } = await import('./provider');
    expect(created.count).toBe(0);
    const system = productSystem();
    expect(created.count).toBe(1);
    expect(productSystem()).toBe(system);
    expect(created.count).toBe(1);
  });
});
