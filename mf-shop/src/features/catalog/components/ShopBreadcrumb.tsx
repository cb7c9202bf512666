import { messages } from '@chargemaroc/shared/messages';
import { PageTrail } from '../../../common/components/PageTrail';

const home = { to: '/', label: messages.common.nav.home };
const shop = { to: '/boutique', label: messages.common.nav.shop };

/** Accueil › Boutique › the active filters in words. */
export function ShopBreadcrumb({ summary }: { summary: string[] }) {
  return summary.length === 0 ? (
    <PageTrail links={[home]} current={shop.label} />
  ) : (
    <PageTrail links={[home, shop]} current={summary.join(' · ')} currentTestId="filter-summary" />
  );
}
