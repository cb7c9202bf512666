/** The Avatar component alone, with its own recipe: import it where it is used. */
import { Avatar as ChakraAvatar } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe } from './own-recipe';

export const Avatar = { ...ChakraAvatar, Root: withOwnRecipe(ChakraAvatar.Root, avatarSlotRecipe) };
