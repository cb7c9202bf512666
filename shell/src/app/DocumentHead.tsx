import { useMatches } from 'react-router-dom';
import type { PageHead, SectionRouteHandle } from '@chargemaroc/shared/routing/section-route';
import { pageTitle } from '@chargemaroc/shared/format';

function hasHead(handle: unknown): handle is Required<SectionRouteHandle> {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as SectionRouteHandle).head === 'function'
  );
}

/** The head of the deepest route that describes itself, from its loader's data. */
export function usePageHead(): PageHead | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    if (hasHead(match.handle)) return match.handle.head(match.data);
  }
  return undefined;
}

/**
 * The page's title and description. React places them in the document's head (on the server they
 * come first in the markup, and the document moves them into its head).
 */
export function DocumentHead() {
  const head = usePageHead();
  if (!head) return null;
  return (
    <>
      <title>{pageTitle(head.title)}</title>
      {head.description && <meta name="description" content={head.description} />}
      <meta property="og:title" content={head.title} />
      {head.description && <meta property="og:description" content={head.description} />}
      {head.image && <meta property="og:image" content={head.image} />}
    </>
  );
}
