import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumb } from '@chargemaroc/shared/ui';
import { messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';

/** Accueil › Boutique › the active filters in words. */
export function ShopBreadcrumb({ summary }: { summary: string[] }) {
  const labels = shopLabels.shop;
  return (
    <Breadcrumb.Root aria-label={labels.breadcrumbLabel} size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to="/">{messages.common.nav.home}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        {summary.length === 0 ? (
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{messages.common.nav.shop}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        ) : (
          <>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to="/boutique">{messages.common.nav.shop}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink data-testid="filter-summary">
                {summary.join(' · ')}
              </Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </>
        )}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
