// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_DESCRIPTION_LENGTH, headDescription, loadWhenOnline } from './section-route';

describe("a page's description for its head", () => {
  it('keeps a short text whole and cuts a long one to what search engines show', () => {
    expect(headDescription('Une wallbox de 7,4 kW.')).toBe('Une wallbox de 7,4 kW.');
    const cut = headDescription('x'.repeat(400));
    expect(Array.from(cut ?? '')).toHaveLength(HEAD_DESCRIPTION_LENGTH);
    expect(cut?.endsWith('…')).toBe(true);
  });

  it('is left out when there is no text', () => {
    expect(headDescription('')).toBeUndefined();
    expect(headDescription(null)).toBeUndefined();
  });
});

describe("a part's code, loaded when it first renders", () => {
  const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  afterEach(() => vi.restoreAllMocks());

  it('offline, waits for the connection instead of failing, and is fetched again once it is back', async () => {
    setOnline(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Loading chunk cart-contents failed'))
      .mockResolvedValueOnce('module');
    let settled = false;
    const loaded = loadWhenOnline(load)().finally(() => (settled = true));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, fails as it did: the section shows its error message', async () => {
    setOnline(true);
    const failure = new Error('Loading chunk cart-contents failed');
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failure);
    await expect(loadWhenOnline(load)()).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
