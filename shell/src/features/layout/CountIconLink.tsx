import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, IconButton, VisuallyHidden } from '@chargemaroc/shared/ui/layout';
import { formatCount } from '@chargemaroc/shared/format';

interface CountIconLinkProps {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
  onWarmUp?: () => void;
}

/** An icon link with a count badge (capped at '99+'); its accessible name (hidden text, the badge being decorative) carries the full count. */
export function CountIconLink({ to, label, count, icon, onWarmUp }: CountIconLinkProps) {
  return (
    <IconButton asChild variant="ghost" size="md" color="fg" position="relative">
      <RouterLink to={to} onMouseEnter={onWarmUp} onFocus={onWarmUp}>
        {icon}
        <VisuallyHidden>{label}</VisuallyHidden>
        {count > 0 && (
          <Badge
            position="absolute"
            top="0.5"
            insetInlineEnd="0"
            minW="5"
            h="5"
            px="1"
            justifyContent="center"
            rounded="full"
            variant="solid"
            colorPalette="red"
            fontSize="2xs"
            fontWeight="bold"
            pointerEvents="none"
            aria-hidden="true"
          >
            {formatCount(count)}
          </Badge>
        )}
      </RouterLink>
    </IconButton>
  );
}
