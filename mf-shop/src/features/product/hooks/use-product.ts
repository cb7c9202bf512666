import { useAsync } from '../../../common/hooks/use-async';
import { fetchProduct } from '../../../common/api/products';

export function useProduct(id: string) {
  return useAsync((signal) => fetchProduct(id, signal), id);
}
