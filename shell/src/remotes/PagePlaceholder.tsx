import type { ComponentType } from 'react';
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
