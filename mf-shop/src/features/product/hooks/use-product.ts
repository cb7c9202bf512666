import { useAsync } from '@chargemaroc/shared/data/use-async';
import { fetchProduct } from '../../../common/api/products';

export function useProduct(id: string) {
  return useAsync((signal) => fetchProduct(id, signal), `shop:product:${id}`);
}
