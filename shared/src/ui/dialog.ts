/** The Dialog component alone, with its own recipe: import it where it is used. */
import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { createElement, useEffect, type ComponentProps } from 'react';
import { withOwnRecipe } from './own-recipe';
import { announceModalOpened, placeToasts } from './toast-offset';

/**
 * A dialog's content: the toasts on screen when it opens go; while it is open, new ones stand under
 * its header, not over its title and close button.
 */
function DialogContent(props: ComponentProps<typeof ChakraDialog.Content>) {
  useEffect(() => {
    announceModalOpened();
    // once drawn, and again once its opening animation has put it in place
    const frame = requestAnimationFrame(placeToasts);
    const settled = setTimeout(placeToasts, 400);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settled);
      requestAnimationFrame(placeToasts);
    };
  }, []);
  return createElement(ChakraDialog.Content, props);
}

export const Dialog = {
  ...ChakraDialog,
  Root: withOwnRecipe(ChakraDialog.Root, dialogSlotRecipe),
  Content: DialogContent,
};
