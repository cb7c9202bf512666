import { Box, HStack, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { RadioGroup } from '@chargemaroc/shared/ui/radio-group';
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
      <RadioGroup.Root
        value={method}
        onValueChange={(details) =>
          details.value && cartStore.getState().setShippingMethod(details.value as ShippingMethodId)
        }
      >
        <RadioGroup.Label fontWeight="semibold" fontSize="md" mb="3">
          {labels.shippingTitle}
        </RadioGroup.Label>
        <Stack gap="3">
          {SHIPPING_METHOD_IDS.map((id) => {
            const cost = shippingCost(id, subtotal);
            return (
              <RadioGroup.Item key={id} value={id} alignItems="start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText flex="1">
                  <HStack justify="space-between" width="full" gap="4">
                    <span>
                      {SHIPPING_METHODS[id].label}
                      <Text as="span" display="block" fontSize="sm" color="fg.muted">
                        {SHIPPING_METHODS[id].delay}
                      </Text>
                    </span>
                    <Text as="span" fontWeight="medium">
                      {cost === 0 ? messages.shipping.free : formatPrice(cost)}
                    </Text>
                  </HStack>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            );
          })}
        </Stack>
      </RadioGroup.Root>
      <Text fontSize="sm" color="fg.muted" mt="3">
        {subtotal >= FREE_SHIPPING_THRESHOLD
          ? labels.freeShippingReached
          : formatMessage(labels.freeShippingHint, { amount: formatPrice(FREE_SHIPPING_THRESHOLD) })}
      </Text>
    </Box>
  );
}
