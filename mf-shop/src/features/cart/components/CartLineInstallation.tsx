import { useState } from 'react';
import { Box, Button, HStack, Stack, Switch, Text, notify } from '@chargemaroc/shared/ui';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { shopLabels } from '../../../labels';
import { LazyEstimateForm } from '../../installation/components/LazyEstimateForm';

const labels = shopLabels.cart.installation;

/**
 * The installation service of one cart line: off by default; switching it on opens the estimate
 * form, whose submission turns it on at the estimated cost. 'Modifier' reopens the form, 'Retirer'
 * or switching off turns it off, cancel closes the form.
 */
export function CartLineInstallation({ item }: { item: CartItem }) {
  const [formOpen, setFormOpen] = useState(false);
  const { wanted, cost, estimate } = item.installationService;

  const turnOff = () => {
    cartStore.getState().setInstallation(item.id, { wanted: false, cost: 0 });
    setFormOpen(false);
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Switch.Root
          checked={wanted || formOpen}
          onCheckedChange={(details) => (details.checked ? setFormOpen(true) : turnOff())}
          colorPalette="charge"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>
            {messages.cart.installation.label}
            <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
              {labels.hint}
            </Text>
          </Switch.Label>
        </Switch.Root>
        {wanted && !formOpen && (
          <HStack gap="2">
            <Text
              fontSize="sm"
              color="charge.700"
              fontWeight="medium"
              data-testid={`installation-cost-${item.id}`}
            >
              {formatMessage(labels.wanted, { amount: formatPrice(cost) })}
            </Text>
            <Button size="xs" variant="outline" onClick={() => setFormOpen(true)}>
              {messages.cart.installation.edit}
            </Button>
            <Button size="xs" variant="ghost" onClick={turnOff}>
              {messages.cart.installation.remove}
            </Button>
          </HStack>
        )}
      </HStack>
      {formOpen && (
        <Box>
          <LazyEstimateForm
            headingLevel="h3"
            initialInputs={estimate?.city ? { city: estimate.city } : undefined}
            onCancel={() => setFormOpen(false)}
            onSubmit={({ estimate: result, inputs }) => {
              cartStore.getState().setInstallation(item.id, {
                wanted: true,
                cost: result.total,
                estimate: { total: result.total, city: inputs.city, breakdown: result.breakdown },
              });
              setFormOpen(false);
              notify({
                type: 'success',
                title: formatMessage(labels.wanted, { amount: formatPrice(result.total) }),
              });
            }}
          />
        </Box>
      )}
    </Stack>
  );
}
