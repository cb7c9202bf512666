import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useRevalidator } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import type { Station } from '@chargemaroc/shared/contracts/station';
import { formatDateShort, formatPower } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { selectIsAuthenticated, useSession } from '@chargemaroc/shared/stores/session';
import { revealFirstError } from '@chargemaroc/shared/ui/fields';
import { SelectField, TextField } from '@chargemaroc/shared/ui/form-field';
import { Alert, Box, Button, Flex, Heading, Link, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Table, Wrap } from '@chargemaroc/shared/ui/content';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { stationLabels } from '../../../labels';
import type { StationDetailData } from '../api/stations-loader';
import { postIssueReport, postStationReview, type StationReviewEntry } from '../api/stations-api';
import { safeHttpUrl, telHref } from '../model/station-links';
import { revealBelowHeader } from '../model/reveal';
import { DirectionsLink } from './DirectionsLink';
import { SpeedBadge, StatusBadge } from './StationCard';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = stationLabels.detail;
const MAX_TEXT = 2000;
const ratingOptions = ([5, 4, 3, 2, 1] as const).map((value) => ({
  value: String(value),
  label: `${value}/5 — ${messages.comments.ratingLabels[value]}`,
}));
const issueKindOptions = Object.entries(labels.issueKinds).map(([value, label]) => ({ value, label }));

function ReviewForm({ station }: { station: Station }) {
  const signedIn = useSession(selectIsAuthenticated);
  const location = useLocation();
  const revalidator = useRevalidator();
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  if (!signedIn) {
    const back = `${location.pathname}${location.search}`;
    return (
      <Link asChild colorPalette="charge" fontWeight="semibold">
        <RouterLink to={paths.login.href({ retour: back })}>{labels.signInToReview}</RouterLink>
      </Link>
    );
  }

  // the rule's refusal beside the stars' select, a failure of the server above the button
  const ratingError = error === stationLabels.detail.ratingRequired ? error : null;
  const failure = ratingError ? null : error;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = Number(rating);
    if (!Number.isInteger(value) || value < 1 || value > 5) {
      setError(stationLabels.detail.ratingRequired);
      revealFirstError(form);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const delivery = await postStationReview({ stationId: station.id, rating: value, comment });
      setRating('');
      setComment('');
      setDone(true);
      // kept offline: the shopper has been told so, and the reviews are read again once it is sent
      if (delivery === 'sent') {
        notify({ type: 'success', title: messages.stations.ratingSaved });
        revalidator.revalidate();
      }
    } catch (caught) {
      setError(getErrorMessage(caught, messages.comments.submitError));
      revealFirstError(form);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="station-review-title">
      <Heading as="h3" id="station-review-title" size="sm" mb="2">
        {labels.reviewTitle}
      </Heading>
      <Stack gap="3">
        <SelectField
          label={labels.ratingLabel}
          required
          value={rating}
          onChange={setRating}
          placeholder="—"
          options={ratingOptions}
          error={ratingError ?? undefined}
        />
        <TextField
          label={labels.commentLabel}
          rows={3}
          value={comment}
          maxLength={MAX_TEXT}
          onChange={setComment}
        />
        {failure && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure}
          </Text>
        )}
        {done && !error && (
          <Text role="status" color="fg.success" fontSize="sm">
            {messages.stations.ratingSaved}
          </Text>
        )}
        <Button type="submit" colorPalette="charge" alignSelf="flex-start" loading={sending}>
          {labels.submitReview}
        </Button>
      </Stack>
    </form>
  );
}

function IssueForm({ station }: { station: Station }) {
  const [kind, setKind] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  // the rule's refusal beside its field, a failure of the server above the button
  const kindError = error === labels.issueKindRequired ? error : null;
  const descriptionError = error === labels.issueDescriptionRequired ? error : null;
  const failure = kindError || descriptionError ? null : error;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const missing = !kind
      ? labels.issueKindRequired
      : !description.trim()
        ? labels.issueDescriptionRequired
        : null;
    if (missing) {
      setError(missing);
      revealFirstError(form);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const kindLabel = labels.issueKinds[kind as keyof typeof labels.issueKinds] ?? kind;
      await postIssueReport({ stationId: station.id, kind: kindLabel, description });
      setKind('');
      setDescription('');
      setDone(true);
      notify({ type: 'success', title: messages.stations.issueReported });
    } catch (caught) {
      setDone(false);
      setError(getErrorMessage(caught, messages.stations.serviceUnavailable));
      revealFirstError(form);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="station-issue-title">
      <Heading as="h3" id="station-issue-title" size="sm" mb="2">
        {labels.issueTitle}
      </Heading>
      <Stack gap="3">
        <SelectField
          label={labels.issueKind}
          required
          value={kind}
          onChange={setKind}
          placeholder="—"
          options={issueKindOptions}
          error={kindError ?? undefined}
        />
        <TextField
          label={labels.issueDescription}
          required
          rows={3}
          value={description}
          maxLength={MAX_TEXT}
          onChange={setDescription}
          error={descriptionError ?? undefined}
        />
        {failure && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure}
          </Text>
        )}
        {done && !error && (
          <Text role="status" color="fg.success" fontSize="sm">
            {messages.stations.issueReported}
          </Text>
        )}
        <Button
          type="submit"
          variant="outline"
          colorPalette="charge"
          alignSelf="flex-start"
          loading={sending}
        >
          {labels.submitIssue}
        </Button>
      </Stack>
    </form>
  );
}

function Reviews({
  station,
  reviews,
  error,
}: {
  station: Station;
  reviews: StationReviewEntry[];
  error: string | null;
}) {
  const all = [
    ...reviews.map((review) => ({ key: `cms-${review.id}`, ...review })),
    ...station.recentComments.map((comment, index) => ({
      key: `ocm-${index}`,
      id: '',
      rating: comment.rating ?? 0,
      comment: comment.comment,
      user: comment.user,
      date: comment.date,
    })),
  ];
  const rated = all.filter((review) => review.rating > 0);
  const average =
    rated.length > 0 ? rated.reduce((sum, review) => sum + review.rating, 0) / rated.length : null;
  return (
    <Box as="section" aria-labelledby="station-reviews-title">
      <Heading as="h3" id="station-reviews-title" size="sm" mb="2">
        {labels.reviews}
      </Heading>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
      {average !== null && (
        <Text fontSize="sm" mb="2">
          {formatMessage(labels.averageRating, {
            rating: average.toFixed(1).replace('.', ','),
            count: rated.length,
          })}
        </Text>
      )}
      {all.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {labels.noReviews}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="station-reviews">
          {all.map((review) => (
            <Box as="li" key={review.key} fontSize="sm" borderLeftWidth="3px" borderColor="border" pl="2">
              <Text as="span" fontWeight="medium">
                {review.user}
              </Text>
              {review.rating > 0 && (
                <Text as="span"> · {formatMessage(stationLabels.rating, { rating: review.rating })}</Text>
              )}
              {review.date && (
                <Text as="span" color="fg.muted">
                  {' '}
                  · {formatDateShort(review.date)}
                </Text>
              )}
              {review.comment && <Text overflowWrap="anywhere">{review.comment}</Text>}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * A station chosen (a card's 'Détails et avis', a marker, or a page opened with ?station=) brings its
 * detail, or the reason it has none, into view and moves the focus to its title.
 */
function useRevealed(key: string) {
  const region = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (region.current) revealBelowHeader(region.current, title.current ?? region.current);
  }, [key]);
  return { region, title };
}

/** The selected station: facts, reviews (signed in to add one) and issue reports. */
export function StationDetail({ detail, closeHref }: { detail: StationDetailData; closeHref: string }) {
  const revalidator = useRevalidator();
  const key = detail.status === 'error' ? `error:${detail.id}` : detail.station.id;
  const { region, title } = useRevealed(key);
  if (detail.status === 'error') {
    return (
      <Alert.Root status="error" role="alert" ref={region} tabIndex={-1} data-testid="station-detail-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{detail.message}</Alert.Title>
          <Wrap gap="3" mt="2">
            {detail.code !== 'STATION_NOT_FOUND' && (
              <Button size="sm" onClick={() => revalidator.revalidate()}>
                {messages.common.retry}
              </Button>
            )}
            <Link asChild fontSize="sm">
              <RouterLink to={closeHref} preventScrollReset>
                {labels.close}
              </RouterLink>
            </Link>
          </Wrap>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const { station } = detail;
  const website = safeHttpUrl(station.operatorWebsite);
  const place = [station.address, station.addressLine2, station.postcode, station.city]
    .filter(Boolean)
    .join(', ');
  return (
    <Box
      as="section"
      ref={region}
      aria-labelledby="station-detail-title"
      borderWidth="2px"
      borderColor="charge.600"
      borderRadius="lg"
      p="4"
      data-testid="station-detail"
    >
      <Stack gap="4">
        <Flex justify="space-between" gap="3" align="start" wrap="wrap">
          <Box minW="0">
            <Heading
              as="h2"
              id="station-detail-title"
              ref={title}
              tabIndex={-1}
              size="lg"
              overflowWrap="anywhere"
            >
              {station.name}
            </Heading>
            <Wrap gap="2" mt="1">
              <SpeedBadge station={station} />
              <StatusBadge station={station} />
            </Wrap>
          </Box>
          <Link asChild fontSize="sm" colorPalette="charge">
            <RouterLink to={closeHref} preventScrollReset>
              {labels.close}
            </RouterLink>
          </Link>
        </Flex>
        <Stack gap="1" fontSize="sm">
          {place && (
            <Text overflowWrap="anywhere">
              <strong>{labels.address} :</strong> {place}
            </Text>
          )}
          <Text>
            <strong>{stationLabels.operator} :</strong> {station.operator}
          </Text>
          {station.usageType && (
            <Text>
              <strong>{labels.usage} :</strong> {station.usageType}
            </Text>
          )}
          <Text>
            <strong>{stationLabels.cost} :</strong> {station.price ?? stationLabels.costUnknown}
          </Text>
          <Text>
            <strong>{stationLabels.hours} :</strong> {station.hours ?? stationLabels.hoursUnknown}
          </Text>
          {station.phone && (
            <Text>
              <strong>{labels.phone} :</strong>{' '}
              {telHref(station.phone) ? (
                <Link href={telHref(station.phone)!} colorPalette="charge">
                  {station.phone}
                </Link>
              ) : (
                station.phone
              )}
            </Text>
          )}
          {website && (
            <Link href={website} target="_blank" rel="noopener noreferrer" colorPalette="charge">
              {labels.website}
            </Link>
          )}
          {station.generalComments && (
            <Text overflowWrap="anywhere">
              <strong>{labels.comments} :</strong> {station.generalComments}
            </Text>
          )}
          <DirectionsLink station={station}>
            {formatMessage(stationLabels.directionsTo, { name: station.name })}
          </DirectionsLink>
        </Stack>
        {station.detailedConnections.length > 0 && (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Caption textAlign="start" fontWeight="semibold" mb="1">
                {labels.connections}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{stationLabels.connectors}</Table.ColumnHeader>
                  <Table.ColumnHeader>{stationLabels.power}</Table.ColumnHeader>
                  <Table.ColumnHeader>{labels.quantity}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {station.detailedConnections.map((connection, index) => (
                  <Table.Row key={index}>
                    <Table.Cell>{connection.type || '—'}</Table.Cell>
                    <Table.Cell>
                      {connection.powerKw !== null ? formatPower(connection.powerKw) : '—'}
                    </Table.Cell>
                    <Table.Cell>{connection.quantity}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        <Reviews station={station} reviews={detail.reviews} error={detail.reviewsError} />
        <ReviewForm station={station} />
        <IssueForm station={station} />
      </Stack>
    </Box>
  );
}
