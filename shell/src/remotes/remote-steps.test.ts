import { describe, expect, it, vi } from 'vitest';

const registered = vi.hoisted(() => [] as { name: string; [hook: string]: unknown }[]);
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: (plugins: { name: string }[]) => registered.push(...plugins),
}));

const { loadRemotesInSteps } = await import('./remote-steps');

describe("a section's code loads in steps", () => {
  it('registers its runtime plugin once', () => {
    loadRemotesInSteps();
    loadRemotesInSteps();
    expect(registered.map((plugin) => plugin.name)).toEqual(['chargemaroc-remote-steps']);
  });

  it.each(['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'])(
    '%s lets the runtime go on only in a later task',
    async (hook) => {
      loadRemotesInSteps();
      const step = registered[0]?.[hook] as () => Promise<void>;
      let goneOn = false;
      void step().then(() => (goneOn = true));
      await Promise.resolve();
      await Promise.resolve();
      expect(goneOn, 'not within the same task').toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await Promise.resolve();
      expect(goneOn, 'in the next task').toBe(true);
    },
  );
});
