import type { ReactNode } from 'react';
import { CloseButton, Money, Text } from '@chargemaroc/shared/ui/layout';
import { Portal } from '@chargemaroc/shared/ui/portal';
import { Table, comparisonLabelCell, comparisonValueCell } from '@chargemaroc/shared/ui/content';
import { Dialog } from '@chargemaroc/shared/ui/dialog';
import {
  SPECIFICATION_FIELDS,
  type Product,
  type SpecificationKey,
} from '@chargemaroc/shared/contracts/product';
import { formatNumber } from '@chargemaroc/shared/format';
import { messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../labels';
import { fetchProduct } from '../api/products';
import { categoryLabel } from './product-badges';
import { ProductImage } from './ProductImage';
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
      product.reviews > 0 ? `${formatNumber(product.rating, 1)} / 5` : labels.notSpecified,
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
                      <Table.ColumnHeader scope="col" bg="bg.panel" {...comparisonLabelCell}>
                        {labels.property}
                      </Table.ColumnHeader>
                      {products.map((product) => (
                        <Table.ColumnHeader key={product.id} scope="col" {...comparisonValueCell}>
                          <ProductImage product={product} width="120px" height="90px" mb="2" />
                          {product.name}
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((row) => (
                      <Table.Row key={row.label}>
                        <Table.Cell
                          as="th"
                          scope="row"
                          fontWeight="medium"
                          bg="bg.panel"
                          {...comparisonLabelCell}
                        >
                          {row.label}
                        </Table.Cell>
                        {products.map((product) => (
                          <Table.Cell key={product.id} {...comparisonValueCell}>
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
