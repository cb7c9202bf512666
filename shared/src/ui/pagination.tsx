import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMessage } from '../messages/core';
import { sectionMessages } from '../messages/sections';
import { Button, HStack, Text, type ButtonProps } from './layout';
import { pageWindow } from './page-window';

const messages = sectionMessages.pagination;

/** Where a page is: a link to its address, or a button that asks the list for it. */
type PageTarget =
  { hrefOf: (page: number) => string; onPage?: never } | { onPage: (page: number) => void; hrefOf?: never };

export type PaginationProps = PageTarget & {
  /** The navigation's name, which says whose pages these are. */
  label: string;
  page: number;
  pageCount: number;
  /**
   * 'numbers': previous, the numbered pages, next; 'edges': the first page, previous, the numbered
   * pages, next and the last page, as arrows; 'summary': previous, 'Page 2 sur 5', next.
   */
  layout?: 'numbers' | 'edges' | 'summary';
  /** How many numbered pages at once, the current one as central as possible; all without it. */
  shown?: number;
};

/** One page's control: a button that asks the list for it, or a link to its address. */
function PageControl({ to, target, children, ...button }: { to: number; target: PageTarget } & ButtonProps) {
  if (target.onPage) {
    const { onPage } = target;
    return (
      <Button size="sm" {...button} onClick={() => onPage(to)}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild size="sm" {...button}>
      <RouterLink to={target.hrefOf(to)}>{children}</RouterLink>
    </Button>
  );
}

/**
 * A list's pages. Buttons stay in place, disabled at the ends; links have no disabled state, so a
 * step that leads nowhere is left out (kept as an empty place in the summary, whose ends are apart).
 */
export function Pagination({
  label,
  page,
  pageCount,
  layout = 'numbers',
  shown,
  ...target
}: PaginationProps) {
  if (pageCount <= 1) return null;

  const step = (to: number, disabled: boolean, text: string, name?: string): ReactNode => {
    if (disabled && !target.onPage) return layout === 'summary' ? <span /> : null;
    return (
      <PageControl to={to} target={target} variant="outline" aria-label={name} disabled={disabled}>
        {text}
      </PageControl>
    );
  };

  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  const edges = layout === 'edges';
  return (
    <HStack
      as="nav"
      aria-label={label}
      justify={layout === 'summary' ? 'space-between' : 'center'}
      gap={layout === 'summary' ? '2' : '1'}
      wrap="wrap"
      mt={layout === 'summary' ? '6' : '8'}
    >
      {edges && step(1, atStart, '«', messages.first)}
      {edges
        ? step(page - 1, atStart, '‹', messages.previousPage)
        : step(page - 1, atStart, messages.previous)}
      {layout === 'summary' ? (
        <Text fontSize="sm">{formatMessage(messages.pageOf, { page, count: pageCount })}</Text>
      ) : (
        pageWindow(page, pageCount, shown).map((number) => (
          <PageControl
            key={number}
            to={number}
            target={target}
            minW={edges ? '9' : '10'}
            variant={number === page ? 'solid' : 'ghost'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={formatMessage(messages.page, { page: number })}
          >
            {number}
          </PageControl>
        ))
      )}
      {edges ? step(page + 1, atEnd, '›', messages.nextPage) : step(page + 1, atEnd, messages.next)}
      {edges && step(pageCount, atEnd, '»', messages.last)}
    </HStack>
  );
}
