// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import type { DataStrategyFunctionArgs, DataStrategyMatch } from 'react-router-dom';
import { skewProtection } from './skew-protection';

const protectedStrategy = vi.fn();
vi.mock('./release-skew', () => ({
  shellReleaseOfPage: () => 'shell-1',
  skewProtectedDataStrategy: (boot: unknown) => {
    protectedStrategy(boot);
    return async () => ({ protected: { type: 'data', result: 'checked' } });
  },
}));

afterEach(() => protectedStrategy.mockClear());

function strategyArgs(url: string) {
  const match = {
    route: { id: 'frame' },
    shouldLoad: true,
    resolve: vi.fn(async () => ({ type: 'data', result: 1 })),
  };
  return {
    request: new Request(url),
    matches: [match] as unknown as DataStrategyMatch[],
  } as DataStrategyFunctionArgs;
}

it("runs the page's own first load at once, without the skew protection's code", async () => {
  const { dataStrategy } = skewProtection([]);
  expect(await dataStrategy(strategyArgs(window.location.href))).toEqual({
    frame: { type: 'data', result: 1 },
  });
  expect(protectedStrategy).not.toHaveBeenCalled();
});

it('hands a navigation to the skew protection, created once with the releases the page booted with', async () => {
  const remotes = [
    { name: 'mf_shop' as const, manifest: '/remotes/mf-shop/A/mf-manifest.json', enabled: true },
  ];
  const { dataStrategy, preload } = skewProtection(remotes);
  await preload();
  expect(await dataStrategy(strategyArgs('http://localhost/boutique'))).toEqual({
    protected: { type: 'data', result: 'checked' },
  });
  await dataStrategy(strategyArgs('http://localhost/faq'));
  expect(protectedStrategy.mock.calls).toEqual([[{ remotes, shell: 'shell-1' }]]);
});
