import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { RemoteErrorFallback } from './RemoteErrorFallback';

/** The section's code could not be loaded: a fresh page loads it again. */
export function SectionLoadFailed() {
  return <RemoteErrorFallback onRetry={() => window.location.reload()} />;
}

/** A section's region when its code or its page failed: the rest of the frame keeps working. */
export function SectionErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <SectionLoadFailed />;
}
