import { lazy } from 'react';
import { MAX_COMPARED } from '@chargemaroc/shared/domain/comparison';
import { formatMessage } from '@chargemaroc/shared/messages';
import { ComparisonTray } from '@chargemaroc/shared/ui/comparison-tray';
import { shopLabels } from '../../labels';
import { comparisonStore, useComparedProducts } from '../model/comparison-store';

// The table only ships when someone opens it.
const ComparisonDialog = lazy(() => import('./ComparisonDialog'));

const labels = shopLabels.comparison;

/** A bar at the bottom of the page while products are picked for comparison. */
export function ComparisonBar() {
  const compared = useComparedProducts();
  return (
    <ComparisonTray
      labels={{
        tray: labels.barLabel,
        count: formatMessage(labels.count, { count: compared.length, max: MAX_COMPARED }),
        open: labels.open,
        clear: labels.clear,
        remove: labels.remove,
      }}
      items={compared}
      onRemove={(id) => comparisonStore.remove(id)}
      onClear={() => comparisonStore.clear()}
      renderComparison={(close) => <ComparisonDialog products={compared} onClose={close} />}
    />
  );
}
