import { Badge } from '@chargemaroc/shared/ui/layout';
import type { OrderStatus } from '@chargemaroc/shared/contracts/order';
import { listStatusLabel, statusLabel, statusPalette } from '../model/order-view';

export function StatusBadge({ status, list = false }: { status: OrderStatus; list?: boolean }) {
  return (
    <Badge colorPalette={statusPalette(status)} variant="subtle" size="md" data-testid="order-status">
      {list ? listStatusLabel(status) : statusLabel(status)}
    </Badge>
  );
}
