import { useCallback, useMemo } from 'react';
import { useListSearchParams } from '@chargemaroc/shared/routing/list-query';
import { parseShopQuery, toSearchParams, type ShopQuery } from '../model/shop-url-state';

/**
 * The list state as the visitor chose it, kept in the URL; each change is a new history entry, so
 * Back undoes it. `pending` while the list for it is on its way.
 */
export function useShopQuery() {
  const { searchParams, pending, setSearchParams } = useListSearchParams();
  const key = searchParams.toString();
  const query = useMemo(() => parseShopQuery(new URLSearchParams(key)), [key]);
  const setQuery = useCallback((next: ShopQuery) => setSearchParams(toSearchParams(next)), [setSearchParams]);
  return { query, pending, setQuery, key: toSearchParams(query).toString() };
}
