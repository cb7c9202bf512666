// The mobile profile of the Playwright measurements, as Lighthouse's mobile preset applies it for real:
// Moto G4 emulation, 4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 Kbps up, no HTTP cache.
import { devices } from '@playwright/test';

export const MOBILE_DEVICE = devices['Moto G4'];

/** Throttles `page` of `context` and gives back its CDP session (network events are enabled). */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}
