import type { DataStrategyFunction } from 'react-router-dom';
import { isPageOwnLoad, leavePageFor, loadMatches } from './load-matches';
import type { RemoteEntry } from './remotes-config';

/**
 * The router's data strategy, with the skew protection (./release-skew.ts) loaded apart: it is needed
 * at the page's first navigation, not to show the page, so it is fetched once the page responds
 * (`preload`) or by that navigation. The page's own first load and revalidations run at once. If its
 * code cannot be fetched (the connection is gone), the navigation is a page load, which the service
 * worker answers offline.
 */
export function skewProtection(remotes: readonly RemoteEntry[]) {
  let strategy: Promise<DataStrategyFunction> | undefined;
  const preload = () =>
    (strategy ??= import('./release-skew').then(
      ({ skewProtectedDataStrategy, shellReleaseOfPage }) =>
        skewProtectedDataStrategy({ remotes, shell: shellReleaseOfPage() }),
      (): DataStrategyFunction => {
        strategy = undefined;
        return ({ request }) => leavePageFor(request.url);
      },
    ));
  const dataStrategy: DataStrategyFunction = async (args) =>
    isPageOwnLoad(args.request) ? loadMatches(args.matches) : (await preload())(args);
  return { dataStrategy, preload };
}
