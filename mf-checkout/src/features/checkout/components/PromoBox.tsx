import { useState, type FormEvent } from 'react';
import { Box, Button, HStack, Heading, Text, chakra } from '@chargemaroc/shared/ui/layout';
import { Field, Input, revealFirstError } from '@chargemaroc/shared/ui/fields';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { checkoutLabels } from '../../../labels';

const labels = checkoutLabels.promo;

/** The cart's promo code, applied or removed from the checkout (the cart store keeps it). */
export function PromoBox({ applied }: { applied: { code: string; discount: number } | null }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = cartStore.getState().applyCoupon(code);
    if (!result.ok) {
      setError(result.message);
      // the code stays, focused, its message beside it
      revealFirstError(event.currentTarget);
      return;
    }
    setError(null);
    setCode('');
    notify({ type: 'success', title: result.message });
  };

  return (
    <Box as="section" aria-labelledby="checkout-promo-title" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" id="checkout-promo-title" size="sm" mb="3">
        {labels.title}
      </Heading>
      {applied ? (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text color="charge.700" fontWeight="semibold" data-testid="applied-coupon">
            {formatMessage(labels.applied, { code: applied.code, amount: formatPrice(applied.discount) })}
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              cartStore.getState().removeCoupon();
              notify({ type: 'info', title: messages.promo.removed });
            }}
          >
            {labels.remove}
          </Button>
        </HStack>
      ) : (
        <chakra.form onSubmit={apply} noValidate>
          <HStack align="start" gap="2">
            <Field.Root invalid={Boolean(error)} flex="1" minW="0">
              <Field.Label srOnly>{labels.label}</Field.Label>
              <Input
                value={code}
                autoComplete="off"
                placeholder="EV20"
                onChange={(event) => {
                  setCode(event.target.value);
                  if (error) setError(null);
                }}
              />
              {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" variant="outline">
              {labels.apply}
            </Button>
          </HStack>
        </chakra.form>
      )}
    </Box>
  );
}
