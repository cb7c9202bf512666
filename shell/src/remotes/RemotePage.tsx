import { createElement, Suspense, use, useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { PageLoading } from './PageLoading';
import { pageLoad, type PageModule } from './page-loads';
import { useRemotesState } from './remotes-context';
import type { RemoteName } from './remote-names';
import { SectionUnavailablePage } from '../features/errors/SectionUnavailablePage';
import { RemoteErrorFallback } from '../features/errors/RemoteErrorFallback';

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
