import type { ComponentType } from 'react';
import { useHydratedUnhurried } from '@chargemaroc/shared/data/use-hydrated';
import { PageLoading } from './PageLoading';

const PLACEHOLDER_ATTRIBUTE = 'data-page-placeholder';

/**
 * What the server renders for a signed-in page: the section's placeholder (or the loading state)
 * in a marked box that the browser keeps as it is until the page itself is ready.
 */
export function ServerPagePlaceholder({ Placeholder = PageLoading }: { Placeholder?: ComponentType }) {
  return (
    <div {...{ [PLACEHOLDER_ATTRIBUTE]: '' }}>
      <Placeholder />
    </div>
  );
}

/**
 * The browser's side of it while the session is checked: the server's box is hydrated without its
 * content, which React leaves in place (the browser may not have the placeholder's code). A page
 * the server did not render shows the loading state instead.
 */
export function HydratingPagePlaceholder() {
  if (typeof document !== 'undefined' && !document.querySelector(`[${PLACEHOLDER_ATTRIBUTE}]`)) {
    return <PageLoading />;
  }
  return (
    <div
      {...{ [PLACEHOLDER_ATTRIBUTE]: '' }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}

/**
 * A signed-in page that keeps the server's box for as long as the document hydrates. Its route's
 * loader can finish before the first render (the session check alone is synchronous), and the router
 * would then render the page instead of its fallback, which is not what the server sent. The page
 * comes in a transition: while its code is still arriving the box stays, rather than the region's
 * short loading state (which moved the footer into view and out again).
 */
export function afterHydration(Page: ComponentType): ComponentType {
  return function SignedInPage() {
    // false only while hydrating, then true in a deferred render: a page reached by a client
    // navigation shows at once
    const shown = useHydratedUnhurried();
    return shown ? <Page /> : <HydratingPagePlaceholder />;
  };
}
