import { Badge, Box, HStack, Heading, Stack } from '@chargemaroc/shared/ui/layout';
import { Table } from '@chargemaroc/shared/ui/content';
import {
  SPECIFICATION_FIELDS,
  type Product,
  type SpecificationKey,
} from '@chargemaroc/shared/contracts/product';
import { messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import { RichText } from './RichText';

const labels = shopLabels.product;
const SPECIFICATION_KEYS = Object.keys(SPECIFICATION_FIELDS) as SpecificationKey[];

export function ProductDetails({ product }: { product: Product }) {
  return (
    <Stack gap="10" mt="12">
      {product.longDescription && (
        <Box as="section" aria-labelledby="product-description-title">
          <Heading as="h2" id="product-description-title" size="lg" mb="3">
            {labels.description}
          </Heading>
          <RichText text={product.longDescription} />
        </Box>
      )}
      <Box as="section" aria-labelledby="product-specifications-title">
        <Heading as="h2" id="product-specifications-title" size="lg" mb="3">
          {labels.specifications}
        </Heading>
        <Table.Root size="sm" variant="outline" maxW="3xl" data-testid="specifications">
          <Table.Body>
            {SPECIFICATION_KEYS.map((key) => (
              <Table.Row key={key}>
                <Table.Cell as="th" scope="row" fontWeight="medium" width="45%" bg="bg.subtle">
                  {messages.products.specifications[key]}
                </Table.Cell>
                <Table.Cell>{product.specifications[key] ?? shopLabels.comparison.notSpecified}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {product.tags.length > 0 && (
        <Box as="section" aria-labelledby="product-tags-title">
          <Heading as="h2" id="product-tags-title" size="lg" mb="3">
            {labels.tags}
          </Heading>
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
            {product.tags.map((tag) => (
              <Badge as="li" key={tag} variant="outline" colorPalette="gray">
                {tag}
              </Badge>
            ))}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
