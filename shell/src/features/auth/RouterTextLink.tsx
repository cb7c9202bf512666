import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chargemaroc/shared/ui/layout';

/** An in-app text link styled by the design system. */
export function RouterTextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="charge.fg" fontWeight="medium" textDecoration="underline" textUnderlineOffset="3px">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
