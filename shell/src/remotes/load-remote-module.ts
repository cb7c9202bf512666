import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-names';

export const REMOTE_RETRIES = 2;
export const REMOTE_RETRY_DELAY_MS = 400;
export const REMOTE_TIMEOUT_MS = 8000;

type PageModule = { default: ComponentType };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Remote module timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Loads one exposed page with a bounded retry; a remote that stays down rejects. */
export async function loadRemotePage(remote: RemoteName, module: string): Promise<PageModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= REMOTE_RETRIES; attempt += 1) {
    if (attempt > 0) await delay(REMOTE_RETRY_DELAY_MS * attempt);
    try {
      const loaded = await withTimeout(loadRemote<PageModule>(`${remote}/${module}`), REMOTE_TIMEOUT_MS);
      if (loaded && typeof loaded.default === 'function') return loaded;
      lastError = new Error(`${remote}/${module} exposes no component`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
