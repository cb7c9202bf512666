import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Button,
  IconButton,
  OfflineMark,
  chakra,
  type SystemStyleObject,
} from '@chargemaroc/shared/ui/layout';
import { CartIcon, HeartIcon } from '@chargemaroc/shared/ui/icons';
import { badgeBaseStyles, cardSurfaceStyles, linkOverlayStyles } from '@chargemaroc/shared/ui/card-styles';
import type { Product } from '@chargemaroc/shared/contracts/product';
import { isLowStock, isOutOfStock } from '@chargemaroc/shared/domain/cart-rules';
import { isOrderable } from '@chargemaroc/shared/domain/pricing';
import { formatPrice, truncate } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { useWishlist } from '@chargemaroc/shared/stores/wishlist';
import { shopLabels } from '../../labels';
import { quotePath } from '../api/quote-path';
import { hasStruckPrice } from './PriceTag';
import { useProductImage } from './ProductImage';
import { categoryLabel, offerBadges, type BadgeSpec } from './product-badges';
import { paths } from '@chargemaroc/shared/routing/paths';

export const MAX_CARD_TAGS = 3;
export const CARD_DESCRIPTION_LENGTH = 80;

export interface ProductCardProps {
  product: Product;
  onAddToCart: (product: Product) => void;
  onToggleWishlist: (product: Product) => void;
  /** The comparison toggle; left out where comparing makes no sense. */
  compare?: { active: boolean; onToggle: (product: Product) => void };
  /** Extra badges (e.g. 'Compatible', 'Similaire') shown before the offer badges. */
  badges?: BadgeSpec[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  priority?: boolean;
  /** A short line under the description, e.g. why a product is compatible. */
  note?: string;
  footer?: ReactNode;
}

const BADGE_PALETTES: BadgeSpec['palette'][] = ['charge', 'accent', 'red', 'gray', 'blue'];

/** The design system's badge (recipe 'badge', size sm), in the card's three variants. */
const badge: SystemStyleObject = {
  ...badgeBaseStyles,
  '&.badge--solid': { bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
  '&.badge--subtle': { bg: 'colorPalette.subtle', color: 'colorPalette.fg' },
  '&.badge--outline': {
    color: 'colorPalette.fg',
    '--outline-shadow-legacy': 'colors.colorPalette.muted',
    '--outline-shadow': 'colors.colorPalette.border',
    shadow: 'inset 0 0 0px 1px var(--shadow-color)',
    shadowColor: 'var(--outline-shadow, var(--outline-shadow-legacy))',
  },
  ...Object.fromEntries(
    BADGE_PALETTES.map((palette) => [`&.palette--${palette}`, { colorPalette: palette }]),
  ),
};

const row = { display: 'flex', alignItems: 'center', flexDirection: 'row', flexWrap: 'wrap' } as const;

/**
 * The whole card's look in one style object, built once: each card renders one styled element and
 * plain HTML inside it (a list of cards otherwise resolves dozens of styled components per card).
 * It reproduces the design system's card (size sm, outline), heading (md), badge and link-box styles.
 */
const cardStyles: SystemStyleObject = {
  ...cardSurfaceStyles,
  ...linkOverlayStyles('product-card__link'),
  '& .product-card__media': { position: 'relative', bg: 'bg.subtle' },
  '& .product-card__image': { objectFit: 'contain', width: 'full', height: '180px' },
  '& .product-card__badges': { ...row, gap: '1', position: 'absolute', top: '2', left: '2' },
  '& .product-card__badge': badge,
  '& .product-card__wishlist': {
    position: 'absolute',
    zIndex: 1,
    top: '2',
    right: '2',
    borderRadius: 'full',
  },
  '& .product-card__body': {
    padding: 'var(--card-padding)',
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
  },
  '& .product-card__meta': { ...row, gap: '2' },
  '& .product-card__brand': { fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' },
  '& .product-card__title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: 'short',
  },
  '& .product-card__description': { fontSize: 'sm', color: 'fg.muted' },
  '& .product-card__note': { fontSize: 'xs', color: 'charge.700', fontWeight: 'medium' },
  '& .product-card__specs': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '2',
    rowGap: '0.5',
    fontSize: 'xs',
    '& dt': { color: 'fg.muted', whiteSpace: 'nowrap' },
    '& dd': { lineClamp: 2 },
  },
  '& .product-card__tags': { ...row, gap: '1', listStyleType: 'none' },
  '& .product-card__price': { mt: 'auto', pt: '1' },
  '& .product-card__price-row': { ...row, alignItems: 'baseline', gap: '2' },
  '& .product-card__amount': {
    fontWeight: 'bold',
    fontSize: 'lg',
    color: 'charge.700',
    whiteSpace: 'nowrap',
  },
  '& .product-card__amount--on-request': { color: 'fg.muted' },
  '& .product-card__original': { color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap' },
  '& .product-card__hidden': {
    border: '0',
    clip: 'rect(0, 0, 0, 0)',
    height: '1px',
    width: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    position: 'absolute',
  },
  '& .product-card__footer': {
    ...row,
    gap: '2',
    paddingInline: 'var(--card-padding)',
    paddingBottom: 'var(--card-padding)',
  },
  '& .product-card__action': { position: 'relative', zIndex: 1 },
  // grows, never shrinks below its label: the compare button wraps instead of cutting it
  '& .product-card__cart': { flex: '1 0 auto' },
};

function Badge({ spec, variant }: { spec: BadgeSpec; variant: 'solid' | 'subtle' | 'outline' }) {
  return (
    <span className={`product-card__badge badge--${variant} palette--${spec.palette}`}>{spec.label}</span>
  );
}

function CardPrice({ product }: { product: Product }) {
  return (
    <div className="product-card__price">
      <div className="product-card__price-row">
        <p
          className={
            product.price === null
              ? 'product-card__amount product-card__amount--on-request'
              : 'product-card__amount'
          }
          data-testid="price"
          data-money=""
        >
          {formatPrice(product.price)}
        </p>
        {hasStruckPrice(product) && (
          <del className="product-card__original" data-money="">
            <span className="product-card__hidden">{shopLabels.card.originalPrice} </span>
            {formatPrice(product.originalPrice)}
          </del>
        )}
      </div>
      {product.price !== null && <OfflineMark kind="price" />}
      {/* the card's stock badge, when it has one */}
      {(isOutOfStock(product.stock) || isLowStock(product.stock)) && <OfflineMark kind="stock" />}
    </div>
  );
}

/** A product in a grid: the whole card opens the product, its buttons act on their own. */
export function ProductCard({
  product,
  onAddToCart,
  onToggleWishlist,
  compare,
  badges = [],
  headingLevel: Heading = 'h3',
  priority = false,
  note,
  footer,
}: ProductCardProps) {
  const inWishlist = useWishlist((state) => state.items.some((item) => item.id === product.id));
  // the card's styles set the picture's box: it takes no intrinsic width and height
  const { attributes: image } = useProductImage({
    product,
    priority,
    sizes: '(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw',
  });
  const labels = shopLabels.card;
  const specs = (
    [
      [labels.power, product.specifications.power],
      [labels.connectivity, product.specifications.connectivity],
      [labels.protection, product.specifications.protection],
    ] as const
  ).flatMap(([label, value]) => (value ? [{ label, value }] : []));
  const allBadges = [...badges, ...offerBadges(product)];

  return (
    <chakra.article css={cardStyles} data-testid="product-card">
      <div className="product-card__media">
        <img className="product-card__image" {...image} />
        {allBadges.length > 0 && (
          <div className="product-card__badges">
            {allBadges.map((spec) => (
              <Badge key={spec.label} spec={spec} variant="solid" />
            ))}
          </div>
        )}
        <IconButton
          className="product-card__wishlist"
          size="sm"
          variant="subtle"
          aria-label={formatMessage(inWishlist ? labels.inWishlist : labels.addToWishlist, {
            name: product.name,
          })}
          aria-pressed={inWishlist}
          onClick={() => onToggleWishlist(product)}
        >
          <HeartIcon fill={inWishlist ? 'currentColor' : 'none'} />
        </IconButton>
      </div>
      <div className="product-card__body">
        <div className="product-card__meta">
          <p className="product-card__brand">{product.brand}</p>
          <Badge spec={{ label: categoryLabel(product.category), palette: 'charge' }} variant="subtle" />
        </div>
        <Heading className="product-card__title">
          <RouterLink className="product-card__link" to={paths.product.href({ id: product.id })}>
            {product.name}
          </RouterLink>
        </Heading>
        {product.description && (
          <p className="product-card__description" data-testid="card-description">
            {truncate(product.description, CARD_DESCRIPTION_LENGTH)}
          </p>
        )}
        {note && <p className="product-card__note">{note}</p>}
        {specs.length > 0 && (
          <dl className="product-card__specs">
            {specs.map((spec) => (
              <Fragment key={spec.label}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </Fragment>
            ))}
          </dl>
        )}
        {product.tags.length > 0 && (
          <ul className="product-card__tags" aria-label={shopLabels.product.tags}>
            {product.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
              <li key={tag} className="product-card__badge badge--outline palette--gray">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <CardPrice product={product} />
      </div>
      <div className="product-card__footer">
        {product.price === null ? (
          // sold on quotation: the quote form, the product named in it
          <Button
            asChild
            className="product-card__action product-card__cart"
            size="sm"
            variant="outline"
            aria-label={formatMessage(labels.requestQuoteNamed, { name: product.name })}
          >
            <RouterLink to={quotePath(product.name)}>{messages.products.requestQuote}</RouterLink>
          </Button>
        ) : isOrderable(product) ? (
          <Button
            className="product-card__action product-card__cart"
            size="sm"
            aria-label={formatMessage(labels.addToCartNamed, { name: product.name })}
            onClick={() => onAddToCart(product)}
          >
            <CartIcon />
            {labels.addToCart}
          </Button>
        ) : (
          // the reason on the button itself
          <Button
            className="product-card__action product-card__cart"
            size="sm"
            disabled
            aria-label={formatMessage(labels.soldOutNamed, { name: product.name })}
          >
            {messages.products.badges.soldOut}
          </Button>
        )}
        {compare && (
          <Button
            className="product-card__action"
            size="sm"
            variant={compare.active ? 'subtle' : 'outline'}
            aria-pressed={compare.active}
            aria-label={formatMessage(labels.compareNamed, { name: product.name })}
            onClick={() => compare.onToggle(product)}
          >
            {labels.compare}
          </Button>
        )}
        {footer}
      </div>
    </chakra.article>
  );
}
