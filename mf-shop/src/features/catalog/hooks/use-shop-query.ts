import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseShopQuery, toSearchParams, type ShopQuery } from './shop-url-state';

/** The list state read from the URL; each change is a new history entry, so Back undoes it. */
export function useShopQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const query = useMemo(() => parseShopQuery(new URLSearchParams(key)), [key]);
  const setQuery = useCallback((next: ShopQuery) => setSearchParams(toSearchParams(next)), [setSearchParams]);
  return { query, setQuery, key: toSearchParams(query).toString() };
}
