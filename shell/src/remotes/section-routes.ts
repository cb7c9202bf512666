import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SectionRoute, SectionRoutesModule } from '@chargemaroc/shared/routing/section-route';
import type { RemoteName } from './remote-names';

const onServer = typeof window === 'undefined';

/** In the browser a slow network gets retries; the server answers on time and lets the browser retry. */
export const REMOTE_RETRIES = onServer ? 0 : 2;
export const REMOTE_RETRY_DELAY_MS = 400;
export const REMOTE_TIMEOUT_MS = onServer ? 3000 : 8000;
/** After a failure the server stops asking that remote for a while, so a dead remote does not cost every page the timeout. */
export const SERVER_REMOTE_PAUSE_MS = 5000;

const pausedUntil = new Map<RemoteName, number>();
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Remote module timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeUp]).finally(() => clearTimeout(timer));
}

function isRoutesModule(value: unknown): value is SectionRoutesModule {
  return (
    typeof value === 'object' && value !== null && typeof (value as SectionRoutesModule).routes === 'object'
  );
}

async function loadOnce(remote: RemoteName, id: string): Promise<SectionRoute> {
  const loaded = await withTimeout(loadRemote<unknown>(`${remote}/routes`), REMOTE_TIMEOUT_MS);
  const route = isRoutesModule(loaded) ? loaded.routes[id] : undefined;
  if (!route || typeof route.Component !== 'function') throw new Error(`${remote} exposes no route ${id}`);
  return route;
}

/** One route object of a remote, with a bounded retry; a remote that stays down rejects. */
export async function loadSectionRoute(remote: RemoteName, id: string): Promise<SectionRoute> {
  if (onServer && (pausedUntil.get(remote) ?? 0) > Date.now())
    throw new Error(`${remote} is paused after a failure`);
  let lastError: unknown;
  for (let attempt = 0; attempt <= REMOTE_RETRIES; attempt += 1) {
    if (attempt > 0) await delay(REMOTE_RETRY_DELAY_MS * attempt);
    try {
      const route = await loadOnce(remote, id);
      pausedUntil.delete(remote);
      return route;
    } catch (error) {
      lastError = error;
    }
  }
  if (onServer) pausedUntil.set(remote, Date.now() + SERVER_REMOTE_PAUSE_MS);
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
