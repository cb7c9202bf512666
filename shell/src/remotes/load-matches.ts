import type { DataStrategyMatch } from 'react-router-dom';

/** Runs the loaders the router asks for, as its own strategy does: each result by its route's id. */
export async function loadMatches(matches: DataStrategyMatch[]) {
  const toLoad = matches.filter((match) => match.shouldLoad);
  const results = await Promise.all(toLoad.map((match) => match.resolve()));
  return Object.fromEntries(results.map((result, index) => [toLoad[index]!.route.id, result]));
}

/** The page's own first load and its revalidations (the URL is the page's): not navigations. */
export const isPageOwnLoad = (request: Request): boolean => request.url === window.location.href;

/** The browser loads `url` as a new page: the navigation that asked for it never ends here. */
export function leavePageFor(
  url: string,
  loadPage: (url: string) => void = (target) => window.location.assign(target),
): Promise<never> {
  loadPage(url);
  return new Promise<never>(() => {});
}
