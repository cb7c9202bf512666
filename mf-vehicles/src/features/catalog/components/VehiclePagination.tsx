import { Button, HStack } from '@chargemaroc/shared/ui/layout';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../../labels';
import { pageWindow } from '../model/vehicle-url-state';

interface VehiclePaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const labels = vehicleLabels.list;

/** First, previous, up to 10 numbered pages, next and last. */
export function VehiclePagination({ page, pageCount, onPage }: VehiclePaginationProps) {
  if (pageCount <= 1) return null;
  const edge = (label: string, target: number, disabled: boolean, text: string) => (
    <Button size="sm" variant="outline" aria-label={label} disabled={disabled} onClick={() => onPage(target)}>
      {text}
    </Button>
  );
  return (
    <HStack as="nav" aria-label={labels.pagination} justify="center" gap="1" wrap="wrap" mt="8">
      {edge(labels.first, 1, page <= 1, '«')}
      {edge(labels.previous, page - 1, page <= 1, '‹')}
      {pageWindow(page, pageCount).map((number) => (
        <Button
          key={number}
          size="sm"
          minW="9"
          variant={number === page ? 'solid' : 'ghost'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={formatMessage(messages.common.page, { page: number })}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      {edge(labels.next, page + 1, page >= pageCount, '›')}
      {edge(labels.last, pageCount, page >= pageCount, '»')}
    </HStack>
  );
}
