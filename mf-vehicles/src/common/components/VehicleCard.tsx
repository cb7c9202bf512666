import { Link as RouterLink } from 'react-router-dom';
import { Button, OfflineMark, chakra, type SystemStyleObject } from '@chargemaroc/shared/ui/layout';
import { badgeBaseStyles, cardSurfaceStyles, linkOverlayStyles } from '@chargemaroc/shared/ui/card-styles';
import type { Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../labels';
import { STATUS_PALETTES, statusPalette } from './vehicle-badges';
import { useVehicleImage } from './VehicleImage';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = vehicleLabels.card;

export interface VehicleCardProps {
  vehicle: Vehicle;
  priority?: boolean;
  compare?: { active: boolean; onToggle: (vehicle: Vehicle) => void };
}

export function vehiclePath(vehicle: Pick<Vehicle, 'id'>): string {
  return paths.vehicle.href({ id: vehicle.id });
}

/**
 * The whole card's look in one style object, built once: each card renders one styled element and
 * plain HTML inside it (a list of cards otherwise resolves a dozen styled components per card).
 * It reproduces the design system's card (size sm, outline), heading (md), badge (subtle) and
 * link-box styles.
 */
const cardStyles: SystemStyleObject = {
  position: 'relative',
  height: 'full',
  ...linkOverlayStyles('vehicle-card__link'),
  '& .vehicle-card': cardSurfaceStyles,
  '& .vehicle-card__media': { position: 'relative', bg: 'bg.muted', aspectRatio: 16 / 9 },
  '& .vehicle-card__image': { objectFit: 'contain', width: 'full', height: 'full' },
  // beside the brand, not on the picture: many pictures print the model's name in their corners
  '& .vehicle-card__status': {
    ...badgeBaseStyles,
    flexShrink: 0,
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    ...Object.fromEntries(
      STATUS_PALETTES.map((palette) => [`&.palette--${palette}`, { colorPalette: palette }]),
    ),
  },
  '& .vehicle-card__body': {
    padding: 'var(--card-padding)',
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
  },
  '& .vehicle-card__names': { display: 'flex', flexDirection: 'column', gap: '0.5' },
  '& .vehicle-card__brand-row': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '2',
  },
  '& .vehicle-card__brand': {
    fontSize: 'sm',
    color: 'fg.muted',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
  },
  '& .vehicle-card__title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: '1.5rem',
    overflowWrap: 'anywhere',
  },
  '& .vehicle-card__facts': {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '2',
    '& > div': { minWidth: '0' },
    '& dt': { fontSize: 'xs', color: 'fg.muted' },
    '& dd': { fontSize: 'sm', fontWeight: 'medium', overflowWrap: 'anywhere' },
  },
  '& .vehicle-card__footer': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    flexWrap: 'wrap',
    paddingInline: 'var(--card-padding)',
    paddingBottom: 'var(--card-padding)',
  },
  '& .vehicle-card__price': { fontWeight: 'bold', fontSize: 'lg', color: 'charge.fg', whiteSpace: 'nowrap' },
  '& .vehicle-card__actions': {
    display: 'flex',
    alignItems: 'center',
    flexDirection: 'row',
    gap: '0.5rem',
    position: 'relative',
    zIndex: '1',
  },
};

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value ?? '—'}</dd>
    </div>
  );
}

/** A vehicle of the list: brand, full name, status, category, motorisation, range, power, seats, price. */
export function VehicleCard({ vehicle, priority = false, compare }: VehicleCardProps) {
  const { attributes: image } = useVehicleImage({
    vehicle,
    priority,
    sizes: '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw',
  });
  return (
    <chakra.article css={cardStyles}>
      <div className="vehicle-card" data-testid="vehicle-card">
        <div className="vehicle-card__media">
          {/* the card's styles set the picture's box: it takes no intrinsic width and height */}
          <img className="vehicle-card__image" {...image} />
        </div>
        <div className="vehicle-card__body">
          <div className="vehicle-card__names">
            <div className="vehicle-card__brand-row">
              <p className="vehicle-card__brand">{vehicle.brand}</p>
              <span className={`vehicle-card__status palette--${statusPalette(vehicle.status)}`}>
                {vehicle.status}
              </span>
            </div>
            <h3 className="vehicle-card__title">
              <RouterLink className="vehicle-card__link" to={vehiclePath(vehicle)}>
                {vehicle.name}
              </RouterLink>
            </h3>
          </div>
          <dl className="vehicle-card__facts">
            <Fact label={labels.category} value={vehicle.category} />
            <Fact label={labels.motorisation} value={vehicle.motorisation ?? vehicle.energy} />
            <Fact label={labels.range} value={vehicle.range} />
            <Fact label={labels.power} value={vehicle.power} />
            <Fact label={labels.seatsLabel} value={String(vehicle.seats)} />
          </dl>
        </div>
        <div className="vehicle-card__footer">
          <div>
            <p className="vehicle-card__price" data-money="">
              {formatPrice(vehicle.price)}
            </p>
            {vehicle.price !== null && <OfflineMark kind="price" />}
          </div>
          {compare && (
            <div className="vehicle-card__actions">
              <Button
                size="xs"
                variant={compare.active ? 'solid' : 'outline'}
                aria-pressed={compare.active}
                aria-label={formatMessage(labels.compareNamed, { name: vehicle.name })}
                onClick={() => compare.onToggle(vehicle)}
              >
                {compare.active ? labels.comparing : labels.compare}
              </Button>
            </div>
          )}
        </div>
      </div>
    </chakra.article>
  );
}
