import { useEffect, useRef } from 'react';
import { Form, useLoaderData, useNavigation, useRouteError } from 'react-router-dom';
import { Alert, Box, Button, Container, HStack, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { PageHeader } from '@chargemaroc/shared/ui/page-header';
import { revealFirstError } from '@chargemaroc/shared/ui/fields';
import { TextField } from '@chargemaroc/shared/ui/form-field';
import { formatDateLong, formatDateTime } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';
import { accountLabels } from '../../../labels';
import type { TrackingData } from '../api/tracking';
import { StatusBadge } from './OrderStatusBadge';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = accountLabels.tracking;

/** The number's refusal sits on its field; after a search it is brought into view and focused. */
function TrackingForm({ number, notFound }: { number: string; notFound: boolean }) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const searched = useRef(false);
  useEffect(() => {
    if (searched.current && notFound) revealFirstError(formRef.current);
  }, [number, notFound]);
  return (
    <Form
      ref={formRef}
      method="get"
      action={paths.tracking.href()}
      aria-label={labels.title}
      onSubmit={() => {
        searched.current = true;
      }}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'start' }}>
        <TextField
          key={number}
          label={labels.number}
          name="numero"
          defaultValue={number}
          autoComplete="off"
          placeholder="MA123456789012"
          error={notFound ? messages.orders.trackingNotFound : undefined}
          frame={{ flex: '1' }}
        />
        <Button type="submit" mt={{ sm: '6' }} loading={navigation.state === 'loading'}>
          {labels.submit}
        </Button>
      </Stack>
    </Form>
  );
}

/** Public tracking by number: status and timeline only. */
export function TrackingPage() {
  const { number, tracking, notFound } = useLoaderData<TrackingData>();
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }}>
      <PageHeader title={labels.title} intro={labels.intro} />
      <TrackingForm number={number} notFound={notFound} />
      {tracking && (
        <Box
          as="section"
          aria-labelledby="tracking-result"
          mt="6"
          borderWidth="1px"
          rounded="lg"
          p={{ base: 3, md: 5 }}
        >
          <HStack justify="space-between" wrap="wrap" gap="2" mb="4">
            <Heading as="h2" id="tracking-result" size="md" overflowWrap="anywhere">
              {tracking.trackingNumber}
            </Heading>
            <StatusBadge status={tracking.status} />
          </HStack>
          <Stack as="ol" listStyleType="none" gap="2" data-testid="tracking-timeline">
            {tracking.timeline.map((entry) => (
              <HStack
                as="li"
                key={entry.step}
                gap="3"
                data-reached={entry.reached}
                data-testid={`tracking-${entry.step}`}
              >
                <Box
                  aria-hidden="true"
                  w="3"
                  h="3"
                  rounded="full"
                  flexShrink={0}
                  bg={entry.reached ? 'charge.700' : 'bg.muted'}
                />
                <Text fontWeight={entry.reached ? 'semibold' : 'normal'}>
                  {messages.orders.timeline[entry.step]}
                  <Text as="span" srOnly>
                    {' '}
                    ({entry.reached ? accountLabels.detail.reached : accountLabels.detail.notReached})
                  </Text>
                </Text>
                {entry.date && (
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(entry.date)}
                  </Text>
                )}
              </HStack>
            ))}
          </Stack>
          {tracking.estimatedDelivery &&
            tracking.status !== 'delivered' &&
            tracking.status !== 'cancelled' && (
              <Text mt="4" fontSize="sm">
                {formatMessage(accountLabels.detail.estimatedDelivery, {
                  date: formatDateLong(tracking.estimatedDelivery),
                })}
              </Text>
            )}
        </Box>
      )}
    </Container>
  );
}

export function TrackingLoadError() {
  const error = useRouteError();
  return (
    <Container maxW="3xl" py="10">
      <Heading as="h1" size="3xl" mb="6">
        {labels.title}
      </Heading>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{loadFailureMessage(error, messages.api.serviceUnavailable)}</Alert.Title>
      </Alert.Root>
    </Container>
  );
}
