import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, Spinner, VisuallyHidden } from '@chargemaroc/shared/ui';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemotePage } from './load-remote-module';
import { loadRemotes, useRemotesState } from './remotes-context';
import type { RemoteName } from './remote-names';
import { SectionUnavailablePage } from '../features/errors/SectionUnavailablePage';
import { RemoteErrorFallback } from '../features/errors/RemoteErrorFallback';

const pageCache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let page = pageCache.get(key);
  if (!page) {
    page = lazy(async () => {
      await loadRemotes();
      return loadRemotePage(remote, module);
    });
    pageCache.set(key, page);
  }
  return page;
}

function PageLoading() {
  return (
    <Box display="flex" justifyContent="center" alignItems="center" minH="50vh" role="status">
      <Spinner size="lg" color="brand.solid" />
      <VisuallyHidden>Chargement…</VisuallyHidden>
    </Box>
  );
}

/** Renders one exposed page of a remote inside the shell's router, with its own boundary. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const remotes = useRemotesState();
  if (remotes.status === 'ready' && !remotes.remotes.get(remote)?.enabled) {
    return <SectionUnavailablePage />;
  }
  const Page = lazyPage(remote, module, attempt);
  return (
    <RemoteBoundary
      key={`${remote}/${module}`}
      onReset={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteErrorFallback onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
