import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { RemoteErrorFallback } from './RemoteErrorFallback';

/** A section's region when its code or its page failed: the rest of the frame keeps working. */
export function SectionErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // the section's code is loaded again by a fresh page
  return <RemoteErrorFallback onRetry={() => window.location.reload()} />;
}
