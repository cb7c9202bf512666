import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { truncate } from '@chargemaroc/shared/format';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed, notFound } from '@chargemaroc/shared/routing/route-errors';
import type { PageHead } from '@chargemaroc/shared/routing/section-route';
import { fetchProduct } from '../../../common/api/products';

/** Search engines show about this much of a page's description. */
const DESCRIPTION_LENGTH = 160;

export async function productLoader(args: LoaderFunctionArgs) {
  let product;
  try {
    product = await fetchProduct(args.params.id ?? '', loaderRequest(args));
  } catch (error) {
    return loadFailed(error, getErrorMessage(error, messages.products.loadOneError));
  }
  return product ?? notFound();
}

export type ProductData = Awaited<ReturnType<typeof productLoader>>;

export function productHead(product: ProductData): PageHead {
  return {
    title: product.name,
    description: product.description ? truncate(product.description, DESCRIPTION_LENGTH) : undefined,
    image: (product.fullSizeImage ?? product.image).url,
  };
}
