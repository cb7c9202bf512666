import { Box, Money, Text } from '@chargemaroc/shared/ui/layout';
import { NativeRadioGroup } from '@chargemaroc/shared/ui/native-controls';
import {
  FREE_SHIPPING_THRESHOLD,
  SHIPPING_METHOD_IDS,
  SHIPPING_METHODS,
  shippingCost,
  type ShippingMethodId,
} from '@chargemaroc/shared/domain/pricing';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { shopLabels } from '../../../labels';

const labels = shopLabels.cart;

/** The three delivery methods with their cost for this cart (standard is free from 500 MAD). */
export function ShippingMethodChoice({ method, subtotal }: { method: ShippingMethodId; subtotal: number }) {
  return (
    <Box as="section" borderWidth="1px" rounded="lg" p="4">
      <NativeRadioGroup
        label={labels.shippingTitle}
        value={method}
        onValueChange={(value) => cartStore.getState().setShippingMethod(value)}
        options={SHIPPING_METHOD_IDS.map((id) => {
          const cost = shippingCost(id, subtotal);
          return {
            value: id,
            label: SHIPPING_METHODS[id].label,
            description: SHIPPING_METHODS[id].delay,
            end: cost === 0 ? messages.shipping.free : <Money amount={cost} />,
          };
        })}
      />
      <Text fontSize="sm" color="fg.muted" mt="3">
        {subtotal >= FREE_SHIPPING_THRESHOLD
          ? labels.freeShippingReached
          : formatMessage(labels.freeShippingHint, { amount: formatPrice(FREE_SHIPPING_THRESHOLD) })}
      </Text>
    </Box>
  );
}
