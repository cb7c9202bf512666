import { Box, HStack, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { checkoutLabels } from '../../../labels';

export const PAYMENT_STEPS = ['shipping', 'payment', 'processing', 'confirmed'] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

/** Livraison → Paiement → Traitement → Confirmé, the current one marked for assistive technology. */
export function PaymentSteps({ current }: { current: PaymentStep }) {
  const index = PAYMENT_STEPS.indexOf(current);
  return (
    <Box as="nav" aria-label={checkoutLabels.payment.progress} mb="6">
      <HStack as="ol" gap={{ base: 1, sm: 2 }} listStyleType="none" align="start">
        {PAYMENT_STEPS.map((step, position) => {
          const done = position < index;
          const active = position === index;
          return (
            <Stack
              as="li"
              key={step}
              direction={{ base: 'column', sm: 'row' }}
              align="center"
              gap={{ base: 1, sm: 2 }}
              flex="1"
              minW="0"
              aria-current={active ? 'step' : undefined}
              data-testid={`payment-step-${step}`}
            >
              <Box
                as="span"
                aria-hidden="true"
                flexShrink={0}
                w="7"
                h="7"
                rounded="full"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                fontSize="sm"
                fontWeight="bold"
                bg={done || active ? 'charge.700' : 'bg.muted'}
                color={done || active ? 'white' : 'fg'}
              >
                {done ? '✓' : position + 1}
              </Box>
              {/* a phone puts each label under its number, whole: four truncated labels say nothing */}
              <Text
                fontSize={{ base: 'xs', sm: 'sm' }}
                fontWeight={active ? 'bold' : 'normal'}
                textAlign={{ base: 'center', sm: 'start' }}
                overflowWrap="anywhere"
              >
                <Text as="span" srOnly>
                  {formatMessage(checkoutLabels.payment.stepOf, {
                    index: position + 1,
                    count: PAYMENT_STEPS.length,
                  })}
                  {' : '}
                </Text>
                {messages.payment.steps[step]}
              </Text>
            </Stack>
          );
        })}
      </HStack>
    </Box>
  );
}
