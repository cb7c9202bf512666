import type { ReactNode } from 'react';
import { Container, Heading, Stack } from '@chargemaroc/shared/ui/layout';
import { Grid } from '@chargemaroc/shared/ui/content';
import { shopLabels } from '../../../labels';

/**
 * The filled cart's page: its title, then its blocks in one column on phones, and the summary
 * beside them from lg. The cart and its skeleton share it, so one takes the other's room exactly.
 */
export function CartLayout({
  children,
  summary,
  busy = false,
  after,
}: {
  children: ReactNode;
  summary: ReactNode;
  busy?: boolean;
  /** Below the lines and the summary, the page's whole width (the recommendations). */
  after?: ReactNode;
}) {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }} aria-busy={busy || undefined}>
      <Heading as="h1" size="3xl" mb="6">
        {shopLabels.cart.title}
      </Heading>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="5" minW="0">
          {children}
        </Stack>
        {summary}
      </Grid>
      {after}
    </Container>
  );
}
