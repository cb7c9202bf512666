/** The shop's product requests: one product, the facets, and the catalogue recommendations read. */
import { getOne, getPage, isApiError, type QueryParams, type RequestConfig } from '@chargemaroc/shared/api';
import { normalizeProduct, productSchema, type Product } from '@chargemaroc/shared/contracts/product';
import type { Page } from '@chargemaroc/shared/contracts/strapi';
import { messages } from '@chargemaroc/shared/messages';

export const PRODUCTS_PATH = '/produits';

export function fetchProductList(params: QueryParams, config?: RequestConfig): Promise<Page<Product>> {
  return getPage(PRODUCTS_PATH, productSchema, normalizeProduct, params, config);
}

/** Null when the product does not exist. */
export async function fetchProduct(id: string, config?: RequestConfig): Promise<Product | null> {
  try {
    const params = { populate: { Image: true, ImageFullSize: true } };
    return await getOne(
      `${PRODUCTS_PATH}/${encodeURIComponent(id)}`,
      productSchema,
      normalizeProduct,
      params,
      config,
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Products with an error status get the catalogue's own wording (spec: errors of the product API). */
export function productErrorMessage(error: unknown): string {
  if (!isApiError(error)) return messages.products.loadError;
  if (error.status === 403) return messages.products.forbidden;
  if (error.status === 404) return messages.products.endpointNotFound;
  if (error.status !== null && error.status >= 500) return messages.products.serverError;
  if (error.code === 'NETWORK_ERROR') return messages.products.fetchFailure;
  return error.message;
}

const CATALOGUE_PAGE_SIZE = 100;
let catalogue: Promise<Product[]> | null = null;

async function loadCatalogue(): Promise<Product[]> {
  const params = (page: number): QueryParams => ({
    pagination: { page, pageSize: CATALOGUE_PAGE_SIZE },
    sort: ['Name:asc'],
    populate: { Image: true },
  });
  const first = await fetchProductList(params(1));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.pageCount - 1) }, (_, index) =>
      fetchProductList(params(index + 2)),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

/**
 * The whole catalogue, loaded once per page view and shared by suggestions, recommendations and
 * comparison; a failure is not kept, so the next caller tries again.
 */
export function fetchCatalogue(): Promise<Product[]> {
  catalogue ??= loadCatalogue().catch((error: unknown) => {
    catalogue = null;
    throw error;
  });
  return catalogue;
}

/** Tests start from an empty cache. */
export function forgetCatalogue(): void {
  catalogue = null;
}
