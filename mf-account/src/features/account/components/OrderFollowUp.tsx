import { Text } from '@chargemaroc/shared/ui/layout';
import type { Order } from '@chargemaroc/shared/contracts/order';
import { accountLabels } from '../../../labels';
import { paymentStatusLabel } from '../model/order-view';

const labels = accountLabels.orders;

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Text>
      <Text as="span" color="fg.muted">
        {label} :{' '}
      </Text>
      <Text as="span" data-testid={testId} overflowWrap="anywhere">
        {value}
      </Text>
    </Text>
  );
}

/** What order staff changed since: the carrier's tracking number, the payment's state (a refund owed). */
export function OrderFollowUp({ order }: { order: Pick<Order, 'carrierTrackingNumber' | 'paymentStatus'> }) {
  const payment = paymentStatusLabel(order.paymentStatus);
  return (
    <>
      {order.carrierTrackingNumber && (
        <Line
          label={labels.carrierTracking}
          value={order.carrierTrackingNumber}
          testId="detail-carrier-tracking"
        />
      )}
      {payment && <Line label={labels.paymentStatus} value={payment} testId="detail-payment-status" />}
    </>
  );
}
