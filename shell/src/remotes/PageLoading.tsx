import { Box, Spinner, VisuallyHidden } from '@chargemaroc/shared/ui/layout';

/**
 * What a route shows while its section's code arrives (and what the server sends for a signed-in
 * page, whose session only the browser knows). A screen tall, so the footer starts below the fold
 * and the page that replaces it moves nothing in view.
 */
export function PageLoading() {
  return (
    <Box display="flex" justifyContent="center" alignItems="center" minH="100vh" role="status">
      <Spinner size="lg" color="charge.solid" />
      <VisuallyHidden>Chargement…</VisuallyHidden>
    </Box>
  );
}
