import { lazy } from 'react';
import { MAX_COMPARED } from '@chargemaroc/shared/domain/comparison';
import { formatMessage } from '@chargemaroc/shared/messages';
import { ComparisonTray } from '@chargemaroc/shared/ui/comparison-tray';
import { vehicleLabels } from '../../labels';
import { useComparedVehicles, vehicleComparison } from '../model/comparison-store';

// The table and its dialog only ship when someone opens them.
const ComparisonDialog = lazy(() => import('./ComparisonDialog'));

const labels = vehicleLabels.comparison;

/** A bar at the bottom of the page while vehicles are picked for comparison. */
export function ComparisonBar() {
  const compared = useComparedVehicles();
  return (
    <ComparisonTray
      labels={{
        tray: labels.bar,
        count: `${compared.length} / ${MAX_COMPARED}`,
        open: formatMessage(labels.open, { count: compared.length }),
        clear: labels.clear,
        remove: labels.remove,
      }}
      items={compared}
      onRemove={(id) => vehicleComparison.remove(id)}
      onClear={() => vehicleComparison.clear()}
      renderComparison={(close) => (
        <ComparisonDialog ids={compared.map((vehicle) => vehicle.id)} onClose={close} />
      )}
    />
  );
}
