import type { ComponentType } from 'react';
import { loadRemotePage } from './load-remote-module';
import { loadRemotes } from './remotes-context';
import type { RemoteName } from './remote-names';

export type PageModule = { default: ComponentType };

/** A load that also says when it is done, so a render can use the page without waiting a turn. */
type TrackedLoad = Promise<PageModule> & { status?: 'fulfilled'; value?: PageModule };

const pageLoads = new Map<string, TrackedLoad>();

/** One load per page and attempt: a retry after a failure starts a fresh one. */
export function pageLoad(remote: RemoteName, module: string, attempt = 0): Promise<PageModule> {
  const key = `${remote}/${module}#${attempt}`;
  let load = pageLoads.get(key);
  if (!load) {
    const tracked: TrackedLoad = loadRemotes().then(() => loadRemotePage(remote, module));
    // React's use() reads these fields and returns a settled page at once.
    tracked.then(
      (page) => Object.assign(tracked, { status: 'fulfilled', value: page }),
      () => {},
    );
    pageLoads.set(key, tracked);
    load = tracked;
  }
  return load;
}
