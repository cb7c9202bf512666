import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack } from '@chargemaroc/shared/ui/layout';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { paths } from '@chargemaroc/shared/routing/paths';

interface AuthButtonsProps {
  direction?: 'row' | 'column';
  onNavigate?: () => void;
}

/** Connexion and Inscription, for signed-out visitors. */
export function AuthButtons({ direction = 'row', onNavigate }: AuthButtonsProps) {
  const size = direction === 'row' ? 'sm' : 'md';
  return (
    <Stack direction={direction} gap="2" align="stretch">
      <Button asChild variant="outline" size={size}>
        <RouterLink to={paths.login.href()} onClick={onNavigate}>
          {messages.common.nav.login}
        </RouterLink>
      </Button>
      <Button asChild colorPalette="charge" size={size}>
        <RouterLink to={paths.register.href()} onClick={onNavigate}>
          {messages.common.nav.register}
        </RouterLink>
      </Button>
    </Stack>
  );
}
