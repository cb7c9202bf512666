import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadOne } from '@chargemaroc/shared/routing/route-errors';
import { headDescription, type PageHead } from '@chargemaroc/shared/routing/section-route';
import { fetchProduct } from '../../../common/api/products';

export function productLoader(args: LoaderFunctionArgs) {
  return loadOne(
    () => fetchProduct(args.params.id ?? '', loaderRequest(args)),
    (error) => getErrorMessage(error, messages.products.loadOneError),
  );
}

export type ProductData = Awaited<ReturnType<typeof productLoader>>;

export function productHead(product: ProductData): PageHead {
  return {
    title: product.name,
    description: headDescription(product.description),
    image: (product.fullSizeImage ?? product.image).url,
  };
}
