import { Button, HStack } from '@chargemaroc/shared/ui/layout';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import { pageWindow } from '../model/page-window';

interface ShopPaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Up to 5 page buttons with previous and next. */
export function ShopPagination({ page, pageCount, onPage }: ShopPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={shopLabels.shop.pagination} justify="center" gap="1" wrap="wrap" mt="8">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {messages.common.previous}
      </Button>
      {pageWindow(page, pageCount).map((number) => (
        <Button
          key={number}
          size="sm"
          minW="10"
          variant={number === page ? 'solid' : 'ghost'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={formatMessage(messages.common.page, { page: number })}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {messages.common.next}
      </Button>
    </HStack>
  );
}
