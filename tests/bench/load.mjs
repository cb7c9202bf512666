// One autocannon run, with the latency percentiles taken from every response (autocannon's own
// summary has no p95).
import autocannon from 'autocannon';
import { percentile } from './stats.mjs';

/** What a browser sends for a page: HTML wanted, compressed answers accepted. */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
};

/**
 * Loads `base` with `requests` (each `{ path, headers?, setupRequest? }`, setupRequest as autocannon's:
 * it may change the request before each sending; every connection cycles through them) for
 * `seconds` on `connections` connections, as fast as possible or at `overallRate` requests/s in all.
 */
export function load({ base, requests, connections, seconds, overallRate }) {
  return new Promise((resolve, reject) => {
    const times = [];
    // latencies per request path: autocannon calls a request's onResponse just before it emits that
    // response's 'response' event, in the same tick
    const byPath = new Map();
    let answered = '?';
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        ...(overallRate ? { overallRate } : {}),
        requests: requests.map(({ path, headers, setupRequest }) => ({
          method: 'GET',
          path,
          headers,
          ...(setupRequest ? { setupRequest } : {}),
          onResponse: () => {
            answered = path;
          },
        })),
      },
      (error, result) => {
        if (error) return reject(error);
        const duration = result.duration || seconds;
        resolve({
          ok: result['2xx'],
          okPerSecond: result['2xx'] / duration,
          perSecond: (result['2xx'] + result.non2xx) / duration,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          // connection errors, timeouts included
          errors: result.errors,
          non2xx: result.non2xx,
          byPath: [...byPath].map(([path, seen]) => ({
            path,
            count: seen.times.length,
            p50: percentile(seen.times, 50),
            p95: percentile(seen.times, 95),
            non2xx: seen.non2xx,
          })),
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      const seen = byPath.get(answered) ?? { times: [], non2xx: 0 };
      seen.times.push(responseTime);
      if (status < 200 || status >= 300) seen.non2xx += 1;
      byPath.set(answered, seen);
    });
  });
}
