import { createElement, Suspense, use, useState, type ComponentType } from 'react';
import { Box, Spinner, VisuallyHidden } from '@chargemaroc/shared/ui';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemotePage } from './load-remote-module';
import { loadRemotes, useRemotesState } from './remotes-context';
import type { RemoteName } from './remote-names';
import { SectionUnavailablePage } from '../features/errors/SectionUnavailablePage';
import { RemoteErrorFallback } from '../features/errors/RemoteErrorFallback';

type PageModule = { default: ComponentType };
const pageLoads = new Map<string, Promise<PageModule>>();

/** One load per page and attempt: a retry after a failure starts a fresh one. */
function pageLoad(remote: RemoteName, module: string, attempt: number): Promise<PageModule> {
  const key = `${remote}/${module}#${attempt}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = loadRemotes().then(() => loadRemotePage(remote, module));
    pageLoads.set(key, load);
  }
  return load;
}

function PageLoading() {
  return (
    <Box display="flex" justifyContent="center" alignItems="center" minH="50vh" role="status">
      <Spinner size="lg" color="charge.solid" />
      <VisuallyHidden>Chargement…</VisuallyHidden>
    </Box>
  );
}

function LoadedPage({ load }: { load: Promise<PageModule> }) {
  return createElement(use(load).default);
}

/** Renders one exposed page of a remote inside the shell's router, with its own boundary. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const remotes = useRemotesState();
  if (remotes.status === 'ready' && !remotes.remotes.get(remote)?.enabled) {
    return <SectionUnavailablePage />;
  }
  return (
    <RemoteBoundary
      key={`${remote}/${module}`}
      onReset={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteErrorFallback onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <LoadedPage load={pageLoad(remote, module, attempt)} />
      </Suspense>
    </RemoteBoundary>
  );
}
