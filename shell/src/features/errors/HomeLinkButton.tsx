import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chargemaroc/shared/ui/layout';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { paths } from '@chargemaroc/shared/routing/paths';

export function HomeLinkButton() {
  return (
    <Button asChild colorPalette="charge" size="lg">
      <RouterLink to={paths.home.href()}>{messages.common.backHome}</RouterLink>
    </Button>
  );
}
