import { messages } from '@chargemaroc/shared/messages';
import { PageTrail } from '../../../common/components/PageTrail';
import { paths } from '@chargemaroc/shared/routing/paths';

const home = { to: paths.home.href(), label: messages.common.nav.home };
const shop = { to: paths.shop.href(), label: messages.common.nav.shop };

/** Accueil › Boutique › the active filters in words. */
export function ShopBreadcrumb({ summary }: { summary: string[] }) {
  return summary.length === 0 ? (
    <PageTrail links={[home]} current={shop.label} />
  ) : (
    <PageTrail links={[home, shop]} current={summary.join(' · ')} currentTestId="filter-summary" />
  );
}
