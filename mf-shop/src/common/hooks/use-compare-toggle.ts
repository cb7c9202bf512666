import { useCallback } from 'react';
import type { Product } from '@chargemaroc/shared/contracts/product';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { comparisonStore, useComparedProducts } from '../model/comparison-store';

/** Adds a product to the comparison or takes it out; a fourth one is refused with a message. */
export function useCompareToggle() {
  const compared = useComparedProducts();
  const toggle = useCallback((product: Product) => {
    if (comparisonStore.has(product.id)) {
      comparisonStore.remove(product.id);
      return;
    }
    const result = comparisonStore.add(product);
    notify(
      result.ok
        ? { type: 'success', title: formatMessage(messages.comparison.added, { name: product.name }) }
        : { type: 'warning', title: result.message },
    );
  }, []);
  const isCompared = useCallback((id: string) => compared.some((item) => item.id === id), [compared]);
  return { toggle, isCompared };
}
