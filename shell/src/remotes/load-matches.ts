import type { DataStrategyMatch } from 'react-router-dom';

/** Runs the loaders the router asks for, as its own strategy does: each result by its route's id. */
export async function loadMatches(matches: DataStrategyMatch[]) {
  const toLoad = matches.filter((match) => match.shouldLoad);
  const results = await Promise.all(toLoad.map((match) => match.resolve()));
  return Object.fromEntries(results.map((result, index) => [toLoad[index]!.route.id, result]));
}
