import { Link as RouterLink } from 'react-router-dom';
import type { ListStation } from '../model/list-station';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { Badge, Box, Flex, Heading, Link, Stack, Text, Wrap } from '@chargemaroc/shared/ui/layout';
import { stationLabels } from '../../../labels';
import { directionsUrl, formatKm } from '../model/station-links';
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

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex as="div" gap="1" fontSize="sm" wrap="wrap">
      <Text as="dt" fontWeight="semibold">
        {label} :
      </Text>
      <Text as="dd" m="0" minW="0" overflowWrap="anywhere">
        {children}
      </Text>
    </Flex>
  );
}

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
        <Box as="dl" m="0">
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
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {station.recentComments.map((comment, index) => (
                <Box as="li" key={index} fontSize="sm" borderLeftWidth="3px" borderColor="border" pl="2">
                  <Text as="span" fontWeight="medium">
                    {comment.user}
                  </Text>
                  {comment.dateText && (
                    <Text as="span" color="fg.muted">
                      {' '}
                      · {comment.dateText}
                    </Text>
                  )}
                  {comment.rating !== null && comment.rating > 0 && (
                    <Text as="span" color="fg.muted">
                      {' '}
                      · {formatMessage(stationLabels.rating, { rating: comment.rating })}
                    </Text>
                  )}
                  {comment.comment && <Text overflowWrap="anywhere">{comment.comment}</Text>}
                </Box>
              ))}
            </Stack>
          </Box>
        )}
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
          <Link
            href={directionsUrl(station)}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="charge"
            fontWeight="semibold"
            aria-label={formatMessage(stationLabels.directionsTo, { name: station.name })}
          >
            {stationLabels.directions}
          </Link>
        </Wrap>
      </Stack>
    </Box>
  );
}

export const statusMessages = messages.stations.status;
