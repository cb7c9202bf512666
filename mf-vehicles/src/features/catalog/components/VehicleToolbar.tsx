import type { VehicleSort } from '@chargemaroc/shared/contracts/vehicle';
import { ListToolbar } from '@chargemaroc/shared/ui/list-toolbar';
import { vehicleLabels } from '../../../labels';
import { VEHICLE_SORTS } from '../model/vehicle-url-state';

/** Spec: the search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

const labels = vehicleLabels.list;
const sorts = VEHICLE_SORTS.map((value) => ({ value, label: labels.sorts[value] }));
const toolbarLabels = {
  search: labels.searchLabel,
  searchPlaceholder: labels.searchPlaceholder,
  sort: labels.sortLabel,
};

/** Search (as the shopper types, run by the server) and the sort. */
export function VehicleToolbar(props: {
  search: string;
  sort: VehicleSort;
  onSearch: (search: string) => void;
  onSort: (sort: VehicleSort) => void;
}) {
  return <ListToolbar labels={toolbarLabels} sorts={sorts} debounceMs={SEARCH_DEBOUNCE_MS} {...props} />;
}
