import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { Box, Button, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { getErrorMessage } from '@chargemaroc/shared/api';
import type { Order } from '@chargemaroc/shared/contracts/order';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { accountLabels } from '../../../labels';
import { cancelOrder } from '../api/orders';

/** 'Annuler' with a confirmation, for pending orders; the CMS gives the stock back. */
export function CancelOrder({ order, onCancelled }: { order: Order; onCancelled?: () => void }) {
  const labels = accountLabels.orders;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  const confirm = async () => {
    setBusy(true);
    try {
      await cancelOrder(order.orderId);
      notify({ type: 'success', title: messages.orders.cancelled });
      setAsking(false);
      onCancelled?.();
      void revalidator.revalidate();
    } catch (error) {
      notify({ type: 'error', title: getErrorMessage(error, messages.orders.cancelError) });
    } finally {
      setBusy(false);
    }
  };

  if (!asking) {
    return (
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        {messages.common.cancel}
      </Button>
    );
  }
  const titleId = `cancel-${order.orderId}`;
  return (
    <Box
      role="alertdialog"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="red.300"
      rounded="md"
      p="3"
      bg="red.50"
      width="full"
    >
      <Text id={titleId} fontWeight="semibold">
        {formatMessage(labels.cancelConfirmTitle, { id: order.orderId })}
      </Text>
      <Text fontSize="sm" mb="3">
        {labels.cancelConfirmBody}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Button size="sm" colorPalette="red" loading={busy} onClick={() => void confirm()}>
          {labels.cancelConfirm}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAsking(false)} autoFocus>
          {labels.keep}
        </Button>
      </Stack>
    </Box>
  );
}
