// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { DataStrategyFunctionArgs, DataStrategyMatch } from 'react-router-dom';
import { UNREACHABLE, needsFullLoad, remoteOfRoute, skewProtectedDataStrategy } from './release-skew';
import type { RemoteEntry } from './remotes-config';

const entry = (name: RemoteEntry['name'], version: string, enabled = true): RemoteEntry => ({
  name,
  manifest: `/remotes/${name.replace('_', '-')}/${version}/mf-manifest.json`,
  enabled,
});
const boot = { remotes: [entry('mf_shop', 'A'), entry('mf_stations', 'S')], shell: 'shell-1' };

describe('a navigation and the live releases', () => {
  it('names the section of a route by its id', () => {
    expect(remoteOfRoute('mf_shop/product')).toBe('mf_shop');
    expect(remoteOfRoute('frame')).toBeNull();
  });

  it('loads afresh only when the target section or the shell changed since the page booted', () => {
    expect(needsFullLoad(boot, boot, ['mf_shop'])).toBe(false);
    const shopChanged = { remotes: [entry('mf_shop', 'B'), entry('mf_stations', 'S')], shell: 'shell-1' };
    expect(needsFullLoad(boot, shopChanged, ['mf_shop'])).toBe(true);
    expect(needsFullLoad(boot, shopChanged, ['mf_stations'])).toBe(false);
    const stationsOff = {
      remotes: [entry('mf_shop', 'A'), entry('mf_stations', 'S', false)],
      shell: 'shell-1',
    };
    expect(needsFullLoad(boot, stationsOff, ['mf_stations'])).toBe(true);
    expect(needsFullLoad(boot, { ...boot, shell: 'shell-2' }, ['mf_stations'])).toBe(true);
    expect(needsFullLoad(boot, { ...boot, shell: 'shell-2' }, [])).toBe(false);
  });
});

function strategyArgs(url: string, routeIds: string[]) {
  const matches = routeIds.map((id) => ({
    route: { id },
    shouldLoad: true,
    resolve: vi.fn(async () => ({ type: 'data', result: id })),
  }));
  return {
    request: new Request(url),
    matches: matches as unknown as DataStrategyMatch[],
  } as DataStrategyFunctionArgs;
}

describe('the skew-protected data strategy', () => {
  const shopB = { remotes: [entry('mf_shop', 'B'), entry('mf_stations', 'S')], shell: 'shell-1' };

  it('turns a navigation into a section whose release changed into a full page load', async () => {
    const loadPage = vi.fn();
    const strategy = skewProtectedDataStrategy(boot, async () => shopB, loadPage);
    const outcome = await Promise.race([
      strategy(strategyArgs('http://localhost/produit/1', ['frame', 'mf_shop/product'])),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    expect(outcome).toBe('pending');
    expect(loadPage).toHaveBeenCalledWith('http://localhost/produit/1');
  });

  it("runs the page's loaders as usual when its section did not change, or the live set cannot be read", async () => {
    const loadPage = vi.fn();
    for (const readLive of [async () => shopB, async () => null]) {
      const strategy = skewProtectedDataStrategy(boot, readLive, loadPage);
      const results = await strategy(
        strategyArgs('http://localhost/carte-bornes', ['frame', 'mf_stations/stations']),
      );
      expect(Object.keys(results)).toEqual(['frame', 'mf_stations/stations']);
    }
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('offline, leaves the navigation to the service worker when one serves the page, else runs it as usual', async () => {
    const readLive = async (): Promise<typeof UNREACHABLE> => UNREACHABLE;
    const loadPage = vi.fn();
    const args = () => strategyArgs('http://localhost/carte-bornes', ['frame', 'mf_stations/stations']);
    void skewProtectedDataStrategy(boot, readLive, loadPage, () => true)(args());
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('http://localhost/carte-bornes'));
    loadPage.mockClear();
    const results = await skewProtectedDataStrategy(boot, readLive, loadPage, () => false)(args());
    expect(Object.keys(results)).toEqual(['frame', 'mf_stations/stations']);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("never reloads the page's own first load or revalidation (same address)", async () => {
    const readLive = vi.fn(async () => shopB);
    const loadPage = vi.fn();
    const strategy = skewProtectedDataStrategy(boot, readLive, loadPage);
    await strategy(strategyArgs(window.location.href, ['frame', 'mf_shop/shop']));
    expect(readLive).not.toHaveBeenCalled();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
