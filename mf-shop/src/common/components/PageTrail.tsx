import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumb } from '@chargemaroc/shared/ui/content';
import { shopLabels } from '../../labels';

export interface TrailLink {
  to: string;
  label: string;
}

/** The breadcrumb of a shop page: links up to the current page, then the current page's name. */
export function PageTrail({
  links,
  current,
  currentTestId,
}: {
  links: TrailLink[];
  current: ReactNode;
  currentTestId?: string;
}) {
  return (
    <Breadcrumb.Root aria-label={shopLabels.shop.breadcrumbLabel} size="sm">
      {/* on a phone the trail wraps between items, never inside a word */}
      <Breadcrumb.List flexWrap="wrap" rowGap="1" whiteSpace="nowrap">
        {links.map((link) => (
          <Fragment key={link.to}>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
          </Fragment>
        ))}
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink whiteSpace="normal" data-testid={currentTestId}>
            {current}
          </Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
