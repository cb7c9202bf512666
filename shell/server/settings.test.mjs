import { describe, expect, it } from 'vitest';
import { cmsTimeoutMs, pageCacheSettings, workerCount } from './settings.mjs';

describe('origin settings', () => {
  it('cache pages for 5 s, stale for 30 s more, 64 MB per process by default', () => {
    expect(pageCacheSettings({})).toEqual({
      enabled: true,
      freshSeconds: 5,
      staleSeconds: 30,
      maxBytes: 64 * 2 ** 20,
      sharedFolder: null,
    });
    expect(pageCacheSettings({ PAGE_CACHE_SHARED_DIR: '/tmp/pages' }).sharedFolder).toBe('/tmp/pages');
  });

  it('read the cache settings from the environment, ignoring values that are not positive numbers', () => {
    expect(pageCacheSettings({ PAGE_CACHE: 'off' }).enabled).toBe(false);
    expect(pageCacheSettings({ PAGE_CACHE: 'on' }).enabled).toBe(true);
    const settings = pageCacheSettings({
      PAGE_CACHE_TTL: '2',
      PAGE_CACHE_STALE: 'x',
      PAGE_CACHE_MAX_MB: '-1',
    });
    expect(settings).toMatchObject({ freshSeconds: 2, staleSeconds: 30, maxBytes: 64 * 2 ** 20 });
  });

  it('wait 10 s for the CMS unless CMS_TIMEOUT says otherwise', () => {
    expect(cmsTimeoutMs({})).toBe(10_000);
    expect(cmsTimeoutMs({ CMS_TIMEOUT: '2.5' })).toBe(2500);
    expect(cmsTimeoutMs({ CMS_TIMEOUT: '0' })).toBe(10_000);
  });

  it('run one worker per core unless WEB_CONCURRENCY says otherwise', () => {
    expect(workerCount({}, 2)).toBe(2);
    expect(workerCount({ WEB_CONCURRENCY: '1' }, 8)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: '0' }, 4)).toBe(4);
    expect(workerCount({ WEB_CONCURRENCY: '0.5' }, 4)).toBe(1);
  });
});
