import { describe, expect, it, vi } from 'vitest';
import { watchContentVersion } from './content-version.mjs';

/** A CMS whose answers the test sets one check at a time. */
function versions(...answers) {
  return vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

describe('content version watch', () => {
  it('takes the first version as the baseline and calls onChange when it changes', async () => {
    const onChange = vi.fn();
    const fetchVersion = versions('v1', 'v1', 'v2', 'v2');
    // the watch asks once at once (v1), then when told
    const watch = watchContentVersion({ cmsUrl: 'http://cms', onChange, fetchVersion, intervalMs: 60_000 });
    await watch.check();
    expect(onChange).not.toHaveBeenCalled();
    await watch.check();
    expect(onChange).toHaveBeenCalledTimes(1);
    await watch.check();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(fetchVersion).toHaveBeenCalledWith('http://cms/api/content-version');
    watch.stop();
  });

  it('tells onRead every version read, after onChange, and nothing while the CMS cannot be reached', async () => {
    const calls = [];
    const watch = watchContentVersion({
      cmsUrl: 'http://cms',
      onChange: () => calls.push('change'),
      onRead: (version) => calls.push(version),
      log: () => {},
      intervalMs: 60_000,
      fetchVersion: versions('v1', 'v1', new Error('ECONNREFUSED'), 'v2'),
    });
    // the first reading at once (v1), then three when told
    for (let check = 0; check < 3; check += 1) await watch.check();
    expect(calls).toEqual(['v1', 'v1', 'change', 'v2']);
    watch.stop();
  });

  it('sees a change made while the CMS could not be reached, and says an outage once', async () => {
    const onChange = vi.fn();
    const log = vi.fn();
    const down = new Error('ECONNREFUSED');
    const watch = watchContentVersion({
      cmsUrl: 'http://cms',
      onChange,
      log,
      intervalMs: 60_000,
      fetchVersion: versions('v1', down, down, down, 'v2'),
    });
    for (let check = 0; check < 4; check += 1) await watch.check();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('unreadable'),
      expect.stringContaining('readable again'),
    ]);
    watch.stop();
  });

  it('asks at once, then every interval', async () => {
    vi.useFakeTimers();
    try {
      const fetchVersion = versions('v1');
      const watch = watchContentVersion({
        cmsUrl: 'http://cms',
        onChange: () => {},
        fetchVersion,
        intervalMs: 1000,
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchVersion).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3000);
      expect(fetchVersion).toHaveBeenCalledTimes(4);
      watch.stop();
      await vi.advanceTimersByTimeAsync(3000);
      expect(fetchVersion).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
