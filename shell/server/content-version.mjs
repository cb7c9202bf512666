/**
 * Asks the CMS for its content version (`GET /api/content-version` → `{ version }`) every
 * `intervalMs` (first at once) and calls `onChange` when it differs from the last one read, and
 * `onRead` with every version read (after `onChange`). The first answer only sets the baseline; an unreachable CMS changes nothing (the next answer is compared with the last
 * known version, so a change made meanwhile is still seen).
 * @param {{
 *   cmsUrl: string,
 *   onChange: () => void,
 *   onRead?: (version: string) => void,
 *   intervalMs?: number,
 *   fetchVersion?: (url: string) => Promise<string>,
 *   log?: (message: string) => void,
 * }} options
 * @returns {{ stop(): void, check(): Promise<void> }}
 */
export function watchContentVersion({
  cmsUrl,
  onChange,
  onRead,
  intervalMs = 1000,
  fetchVersion = readContentVersion,
  log = console.warn,
}) {
  const url = `${cmsUrl}/api/content-version`;
  let known;
  let failing = false;
  let timer;
  let stopped = false;

  async function check() {
    try {
      const version = await fetchVersion(url);
      if (failing) log(`Content version of the CMS readable again (${url}).`);
      failing = false;
      if (known !== undefined && version !== known) onChange();
      known = version;
      onRead?.(version);
    } catch (error) {
      // said once per outage, not once per second
      if (!failing) log(`Content version of the CMS unreadable (${url}): ${error.message}`);
      failing = true;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => check().finally(schedule), intervalMs);
    timer.unref();
  }

  check().finally(schedule);
  return {
    check,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The CMS's content version; throws when it does not answer one within five seconds. */
export async function readContentVersion(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { version } = await response.json();
  if (typeof version !== 'string') throw new Error('no version in the answer');
  return version;
}
