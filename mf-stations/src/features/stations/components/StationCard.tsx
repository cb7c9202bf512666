import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ListStation } from '../model/list-station';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { Badge, Box, Heading, Link, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Wrap } from '@chargemaroc/shared/ui/content';
import { stationLabels } from '../../../labels';
import { formatKm } from '../model/station-links';
import { DirectionsLink } from './DirectionsLink';
import { SPEED_COLORS } from '../model/speed-colors';
import { StationPhotos } from './StationPhotos';

const STATUS_PALETTE = {
  available: 'green',
  occupied: 'orange',
  maintenance: 'red',
  unknown: 'gray',
} as const;

export function StatusBadge({ station }: { station: Pick<ListStation, 'status' | 'statusLabel'> }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[station.status]} variant="subtle" data-status={station.status}>
      {station.statusLabel}
    </Badge>
  );
}

export function SpeedBadge({ station }: { station: Pick<ListStation, 'type' | 'typeLabel'> }) {
  return (
    <Badge color="white" style={{ background: SPEED_COLORS[station.type] }}>
      {station.typeLabel}
    </Badge>
  );
}

/**
 * One line of the card's facts: plain elements styled by the list (FACTS_CSS). Each styled component
 * costs its own style resolution while the page hydrates; five facts of three made a third of a card.
 */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label} :</dt>
      <dd>{children}</dd>
    </div>
  );
}

const FACTS_CSS = {
  '& > div': { display: 'flex', gap: '1', fontSize: 'sm', flexWrap: 'wrap' },
  '& dt': { fontWeight: 'semibold' },
  '& dd': { margin: '0', minWidth: '0', overflowWrap: 'anywhere' },
} as const;

/** The recent comments, plain elements styled by their list (see FACTS_CSS). */
const COMMENTS_CSS = {
  '& > li': { fontSize: 'sm', borderLeftWidth: '3px', borderColor: 'border', paddingLeft: '2' },
  '& .author': { fontWeight: 'medium' },
  '& .meta': { color: 'fg.muted' },
  '& p': { overflowWrap: 'anywhere' },
} as const;

interface Props {
  station: ListStation;
  /** The URL that opens this station's detail (keeps the filters). */
  detailsHref: string;
  selected: boolean;
  nearest: boolean;
}

/** One station of the list. Names, addresses and comments from the directory are text, never HTML. */
export function StationCard({ station, detailsHref, selected, nearest }: Props) {
  const titleId = `station-${station.id}-title`;
  const place = [station.address, station.city].filter(Boolean).join(', ');
  return (
    <Box
      as="article"
      id={`station-${station.id}`}
      aria-labelledby={titleId}
      aria-current={selected ? 'true' : undefined}
      data-station-id={station.id}
      borderWidth={selected ? '3px' : '1px'}
      borderColor={selected ? 'charge.600' : 'border'}
      borderRadius="lg"
      p="4"
      bg={selected ? 'charge.50' : 'bg'}
      scrollMarginTop="24"
    >
      <Stack gap="2">
        <Wrap gap="2" align="center">
          {nearest && (
            <Badge colorPalette="blue" variant="solid">
              {stationLabels.nearest}
              {station.distance !== null &&
                ` · ${formatMessage(stationLabels.distance, { distance: formatKm(station.distance) })}`}
            </Badge>
          )}
          <SpeedBadge station={station} />
          <StatusBadge station={station} />
          {!nearest && station.distance !== null && (
            <Text as="span" fontSize="sm" color="fg.muted">
              {formatMessage(stationLabels.distance, { distance: formatKm(station.distance) })}
            </Text>
          )}
        </Wrap>
        <Heading as="h3" size="md" id={titleId} overflowWrap="anywhere">
          {station.name}
        </Heading>
        {place && (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {place}
          </Text>
        )}
        {/* the facts, photos and comments, then the links, hydrate in tasks of their own */}
        <Suspense>
          <Box as="dl" m="0" css={FACTS_CSS}>
            <Fact label={stationLabels.power}>
              {station.powerText} · {formatMessage(stationLabels.points, { count: station.numberOfPoints })}
            </Fact>
            <Fact label={stationLabels.connectors}>{station.connectors.join(', ') || '—'}</Fact>
            <Fact label={stationLabels.operator}>{station.operator}</Fact>
            <Fact label={stationLabels.cost}>{station.price ?? stationLabels.costUnknown}</Fact>
            <Fact label={stationLabels.hours}>{station.hours ?? stationLabels.hoursUnknown}</Fact>
          </Box>
          {station.photos.length > 0 && <StationPhotos station={station} />}
          {station.recentComments.length > 0 && (
            <Box>
              <Text fontSize="sm" fontWeight="semibold">
                {stationLabels.recentComments}
              </Text>
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" css={COMMENTS_CSS}>
                {station.recentComments.map((comment, index) => (
                  <li key={index}>
                    <span className="author">{comment.user}</span>
                    {comment.dateText && <span className="meta"> · {comment.dateText}</span>}
                    {comment.rating !== null && comment.rating > 0 && (
                      <span className="meta">
                        {' '}
                        · {formatMessage(stationLabels.rating, { rating: comment.rating })}
                      </span>
                    )}
                    {comment.comment && <p>{comment.comment}</p>}
                  </li>
                ))}
              </Stack>
            </Box>
          )}
        </Suspense>
        <Suspense>
          <Wrap gap="4" pt="1">
            <Link asChild colorPalette="charge" fontWeight="semibold">
              <RouterLink
                to={detailsHref}
                preventScrollReset
                aria-label={formatMessage(stationLabels.detailsOf, { name: station.name })}
              >
                {stationLabels.details}
              </RouterLink>
            </Link>
            <DirectionsLink
              station={station}
              aria-label={formatMessage(stationLabels.directionsTo, { name: station.name })}
            >
              {stationLabels.directions}
            </DirectionsLink>
          </Wrap>
        </Suspense>
      </Stack>
    </Box>
  );
}

export const statusMessages = messages.stations.status;
