import type { ReactNode } from 'react';
import { Container, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Grid, Skeleton } from '@chargemaroc/shared/ui/content';
import { messages } from '@chargemaroc/shared/messages';
import { checkoutLabels } from '../../../labels';

const labels = checkoutLabels.checkout;

/** The checkout's heading and its two columns: the form, and the summary beside it (below on phones). */
export function CheckoutFrame({ form, aside }: { form: ReactNode; aside: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }}>
      <Heading as="h1" size="3xl" mb="2">
        {labels.title}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="6">
        {labels.draftNote}
      </Text>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' }}
        gap="6"
        alignItems="start"
      >
        {form}
        <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '24' }} minW="0">
          {aside}
        </Stack>
      </Grid>
    </Container>
  );
}

/** Rough heights of the form's sections on a phone: enough that the footer starts below the screen. */
const SECTION_HEIGHTS = ['22rem', '30rem', '12rem', '10rem', '12rem'];

/**
 * What the server sends for the checkout (it cannot see the session or the cart): the heading, and
 * the form's and summary's room while the browser loads them.
 */
export function CheckoutPlaceholder() {
  return (
    <CheckoutFrame
      form={
        <Stack gap="5" minW="0" role="status" aria-label={messages.common.loading}>
          {SECTION_HEIGHTS.map((height, index) => (
            <Skeleton key={index} height={height} rounded="lg" />
          ))}
        </Stack>
      }
      aside={<Skeleton height="24rem" rounded="lg" />}
    />
  );
}
