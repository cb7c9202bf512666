import { Text } from '@chargemaroc/shared/ui/layout';
import type { Address } from '@chargemaroc/shared/contracts/order';

export function AddressText({ address }: { address: Partial<Address> }) {
  const lines = [
    address.address,
    address.addressLine2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.region,
    address.country,
  ].filter((line) => line && line.trim());
  return (
    <Text as="address" fontStyle="normal" overflowWrap="anywhere" data-testid="order-address">
      {lines.join(', ')}
    </Text>
  );
}
