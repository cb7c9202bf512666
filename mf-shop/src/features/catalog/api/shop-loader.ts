import type { LoaderFunctionArgs } from 'react-router-dom';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed, throwIfBeyondLastPage } from '@chargemaroc/shared/routing/route-errors';
import { productErrorMessage } from '../../../common/api/products';
import { parseShopQuery } from '../model/shop-url-state';
import { fetchFilterOptions, fetchShopPage } from './products-page';

/** The shop list of the URL's query and the filter options, loaded together. */
export async function shopLoader(args: LoaderFunctionArgs) {
  const query = parseShopQuery(new URL(args.request.url).searchParams);
  const config = loaderRequest(args);
  let loaded;
  try {
    const [page, options] = await Promise.all([fetchShopPage(query, config), fetchFilterOptions(config)]);
    loaded = { page, options };
  } catch (error) {
    return loadFailed(error, productErrorMessage(error));
  }
  throwIfBeyondLastPage(args.request.url, query.page, loaded.page.pagination.pageCount);
  return loaded;
}

export type ShopData = Awaited<ReturnType<typeof shopLoader>>;
