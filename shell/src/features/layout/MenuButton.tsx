import type { Ref } from 'react';
import { Button, type ButtonProps } from '@chargemaroc/shared/ui/layout';

/** The look of a header menu's button, the same before and after the menu's code has loaded. */
export function MenuButton(props: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return <Button variant="ghost" size="sm" fontWeight="medium" color="fg" {...props} />;
}
