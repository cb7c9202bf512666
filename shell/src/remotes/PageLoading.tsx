import { Box, Spinner, VisuallyHidden } from '@chargemaroc/shared/ui/layout';

/** What a route shows while its section's code arrives. */
export function PageLoading() {
  return (
    <Box display="flex" justifyContent="center" alignItems="center" minH="50vh" role="status">
      <Spinner size="lg" color="charge.solid" />
      <VisuallyHidden>Chargement…</VisuallyHidden>
    </Box>
  );
}
