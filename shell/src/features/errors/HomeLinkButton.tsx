import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chargemaroc/shared/ui/layout';
import { messages } from '@chargemaroc/shared/messages';

export function HomeLinkButton() {
  return (
    <Button asChild colorPalette="charge" size="lg">
      <RouterLink to="/">{messages.common.backHome}</RouterLink>
    </Button>
  );
}
