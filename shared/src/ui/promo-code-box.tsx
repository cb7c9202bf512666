import { useId, useState, type FormEvent } from 'react';
import { formatPrice } from '../format/format';
import { formatMessage, coreMessages as messages } from '../messages/core';
import { cartStore } from '../stores/cart';
import { notify } from './toaster';
import { revealFirstError } from './fields';
import { TextField } from './form-field';
import { Box, Button, HStack, Heading, Text, chakra } from './layout';

/**
 * The cart's promo code, on the cart and the checkout alike (the cart store keeps it): entered in any
 * case, refused beside its field (kept, focused), or removed once applied.
 */
export function PromoCodeBox({ applied }: { applied: { code: string; discount: number } | null }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = cartStore.getState().applyCoupon(code);
    if (!result.ok) {
      setError(result.message);
      revealFirstError(event.currentTarget);
      return;
    }
    setError(null);
    setCode('');
    notify({ type: 'success', title: result.message });
  };

  const remove = () => {
    cartStore.getState().removeCoupon();
    notify({ type: 'info', title: messages.promo.removed });
  };

  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" id={titleId} size="sm" mb="3">
        {messages.promo.title}
      </Heading>
      {applied ? (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text color="charge.700" fontWeight="semibold" data-testid="applied-coupon">
            {formatMessage(messages.promo.appliedLine, {
              code: applied.code,
              amount: formatPrice(applied.discount),
            })}
          </Text>
          <Button size="sm" variant="outline" onClick={remove}>
            {messages.promo.remove}
          </Button>
        </HStack>
      ) : (
        <chakra.form onSubmit={apply} noValidate>
          <HStack align="start" gap="2">
            <TextField
              label={messages.promo.label}
              labelHidden
              value={code}
              autoComplete="off"
              placeholder={messages.promo.placeholder}
              onChange={(value) => {
                setCode(value);
                if (error) setError(null);
              }}
              error={error ?? undefined}
              frame={{ flex: '1', minW: '0' }}
            />
            <Button type="submit" variant="outline">
              {messages.promo.apply}
            </Button>
          </HStack>
        </chakra.form>
      )}
    </Box>
  );
}
