import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Card,
  Grid,
  HStack,
  Heading,
  IconButton,
  LinkBox,
  LinkOverlay,
  Text,
} from '@chargemaroc/shared/ui/layout';
import { CartIcon, HeartIcon } from '@chargemaroc/shared/ui/icons';
import type { Product } from '@chargemaroc/shared/contracts/product';
import { isOrderable } from '@chargemaroc/shared/domain/pricing';
import { truncate } from '@chargemaroc/shared/format';
import { formatMessage } from '@chargemaroc/shared/messages';
import { useWishlist } from '@chargemaroc/shared/stores/wishlist';
import { shopLabels } from '../../labels';
import { PriceTag } from './PriceTag';
import { ProductImage } from './ProductImage';
import { categoryLabel, offerBadges, type BadgeSpec } from './product-badges';

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

const stackedAbove = { position: 'relative', zIndex: 1 } as const;

/** A product in a grid: the whole card opens the product, its buttons act on their own. */
export function ProductCard({
  product,
  onAddToCart,
  onToggleWishlist,
  compare,
  badges = [],
  headingLevel = 'h3',
  priority = false,
  note,
  footer,
}: ProductCardProps) {
  const inWishlist = useWishlist((state) => state.items.some((item) => item.id === product.id));
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
    <LinkBox asChild>
      <Card.Root as="article" size="sm" overflow="hidden" height="full" data-testid="product-card">
        <Box position="relative" bg="bg.subtle">
          <ProductImage
            product={product}
            priority={priority}
            width="full"
            height="180px"
            sizes="(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw"
          />
          {allBadges.length > 0 && (
            <HStack position="absolute" top="2" left="2" gap="1" wrap="wrap">
              {allBadges.map((badge) => (
                <Badge key={badge.label} colorPalette={badge.palette} variant="solid">
                  {badge.label}
                </Badge>
              ))}
            </HStack>
          )}
          <IconButton
            {...stackedAbove}
            position="absolute"
            top="2"
            right="2"
            size="sm"
            variant="subtle"
            rounded="full"
            aria-label={formatMessage(inWishlist ? labels.inWishlist : labels.addToWishlist, {
              name: product.name,
            })}
            aria-pressed={inWishlist}
            onClick={() => onToggleWishlist(product)}
          >
            <HeartIcon fill={inWishlist ? 'currentColor' : 'none'} />
          </IconButton>
        </Box>
        <Card.Body gap="2">
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" fontWeight="medium">
              {product.brand}
            </Text>
            <Badge colorPalette="charge" variant="subtle">
              {categoryLabel(product.category)}
            </Badge>
          </HStack>
          <Heading as={headingLevel} size="md" lineHeight="short">
            <LinkOverlay asChild>
              <RouterLink to={`/produit/${encodeURIComponent(product.id)}`}>{product.name}</RouterLink>
            </LinkOverlay>
          </Heading>
          {product.description && (
            <Text fontSize="sm" color="fg.muted" data-testid="card-description">
              {truncate(product.description, CARD_DESCRIPTION_LENGTH)}
            </Text>
          )}
          {note && (
            <Text fontSize="xs" color="charge.700" fontWeight="medium">
              {note}
            </Text>
          )}
          {specs.length > 0 && (
            <Grid as="dl" templateColumns="auto 1fr" columnGap="2" rowGap="0.5" fontSize="xs">
              {specs.map((spec) => (
                <Fragment key={spec.label}>
                  <Text as="dt" color="fg.muted" whiteSpace="nowrap">
                    {spec.label}
                  </Text>
                  <Text as="dd" lineClamp={2}>
                    {spec.value}
                  </Text>
                </Fragment>
              ))}
            </Grid>
          )}
          {product.tags.length > 0 && (
            <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" aria-label={shopLabels.product.tags}>
              {product.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
                <Badge as="li" key={tag} variant="outline" colorPalette="gray" size="sm">
                  {tag}
                </Badge>
              ))}
            </HStack>
          )}
          <Box mt="auto" pt="1">
            <PriceTag product={product} />
          </Box>
        </Card.Body>
        <Card.Footer gap="2" flexWrap="wrap">
          <Button
            {...stackedAbove}
            size="sm"
            // grows, never shrinks below its label: the compare button wraps instead of cutting it
            flex="1 0 auto"
            disabled={!isOrderable(product)}
            aria-label={formatMessage(labels.addToCartNamed, { name: product.name })}
            onClick={() => onAddToCart(product)}
          >
            <CartIcon />
            {labels.addToCart}
          </Button>
          {compare && (
            <Button
              {...stackedAbove}
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
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
