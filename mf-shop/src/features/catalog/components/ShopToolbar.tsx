import type { ProductSort } from '@chargemaroc/shared/contracts/product';
import { ListToolbar } from '@chargemaroc/shared/ui/list-toolbar';
import { shopLabels } from '../../../labels';
import { SORTS } from '../model/shop-url-state';

const labels = shopLabels.shop;
const sorts = SORTS.map((value) => ({ value, label: labels.sorts[value] }));
const toolbarLabels = {
  search: labels.searchLabel,
  searchPlaceholder: labels.searchPlaceholder,
  sort: labels.sortLabel,
};

/** Text search (sent by its button, run by the server) and the sort. */
export function ShopToolbar(props: {
  search: string;
  sort: ProductSort;
  onSearch: (search: string) => void;
  onSort: (sort: ProductSort) => void;
}) {
  return <ListToolbar labels={toolbarLabels} sorts={sorts} {...props} />;
}
