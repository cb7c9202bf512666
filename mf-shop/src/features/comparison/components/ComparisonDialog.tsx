import type { ReactNode } from 'react';
import { CloseButton, Money, Text } from '@chargemaroc/shared/ui/layout';
import { Portal } from '@chargemaroc/shared/ui/portal';
import { Table } from '@chargemaroc/shared/ui/content';
import { Dialog } from '@chargemaroc/shared/ui/dialog';
import {
  SPECIFICATION_FIELDS,
  type Product,
  type SpecificationKey,
} from '@chargemaroc/shared/contracts/product';
import { messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import { fetchProduct } from '../../../common/api/products';
import { categoryLabel } from '../../../common/components/product-badges';
import { ProductImage } from '../../../common/components/ProductImage';
import { useAsync } from '@chargemaroc/shared/data/use-async';

const labels = shopLabels.comparison;

interface Row {
  label: string;
  value: (product: Product) => ReactNode;
}

const rows: Row[] = [
  { label: labels.price, value: (product) => <Money amount={product.price} /> },
  { label: labels.brand, value: (product) => product.brand },
  { label: labels.category, value: (product) => categoryLabel(product.category) },
  {
    label: labels.rating,
    value: (product) =>
      product.reviews > 0 ? `${product.rating.toLocaleString('fr-MA')} / 5` : labels.notSpecified,
  },
  {
    label: labels.stock,
    value: (product) =>
      product.inStock ? messages.products.badges.inStock : messages.products.badges.soldOut,
  },
  ...(Object.keys(SPECIFICATION_FIELDS) as SpecificationKey[]).map((key) => ({
    label: messages.products.specifications[key],
    value: (product: Product) => product.specifications[key] ?? labels.notSpecified,
  })),
];

/**
 * On a phone the labels stay pinned at the left while the products' columns scroll beside them
 * inside the table's own box: the page itself never scrolls sideways, and values wrap.
 */
const PINNED_LABEL = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  bg: 'bg.panel',
  w: { base: '7.5rem', md: '12rem' },
  minW: { base: '7.5rem', md: '12rem' },
  whiteSpace: 'normal',
} as const;
const VALUE_CELL = {
  minW: { base: '8.5rem', md: '40' },
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;

/** Lists carry only a card's fields: the full specifications are read when the table opens. */
function withFullSpecifications(products: readonly Product[]): Promise<Product[]> {
  return Promise.all(
    products.map((product) =>
      fetchProduct(product.id).then(
        (full) => full ?? product,
        () => product,
      ),
    ),
  );
}

/** The compared products side by side, one column each. */
export default function ComparisonDialog({
  products: picked,
  onClose,
}: {
  products: readonly Product[];
  onClose: () => void;
}) {
  const full = useAsync(
    () => withFullSpecifications(picked),
    `shop:compare:${picked.map((product) => product.id).join('|')}`,
  );
  const products = full.data ?? picked;
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="outside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{labels.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {products.length < 2 && (
                <Text mb="3" color="fg.muted">
                  {labels.needTwo}
                </Text>
              )}
              <Table.ScrollArea
                tabIndex={0}
                role="region"
                aria-label={labels.dialogTitle}
                aria-busy={full.status === 'loading'}
              >
                <Table.Root size="sm" variant="line">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader scope="col" {...PINNED_LABEL}>
                        {labels.property}
                      </Table.ColumnHeader>
                      {products.map((product) => (
                        <Table.ColumnHeader key={product.id} scope="col" {...VALUE_CELL}>
                          <ProductImage product={product} width="120px" height="90px" mb="2" />
                          {product.name}
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((row) => (
                      <Table.Row key={row.label}>
                        <Table.Cell as="th" scope="row" fontWeight="medium" {...PINNED_LABEL}>
                          {row.label}
                        </Table.Cell>
                        {products.map((product) => (
                          <Table.Cell key={product.id} {...VALUE_CELL}>
                            {row.value(product)}
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={messages.common.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
