import { Link } from '@chargemaroc/shared/ui/layout';
import { layoutLabels } from './labels';

export const MAIN_CONTENT_ID = 'contenu';

/** First stop of the keyboard: hidden until focused, it moves focus past the header. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      position="absolute"
      insetInlineStart="2"
      top="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg"
      color="fg"
      fontWeight="semibold"
      shadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)', outline: '2px solid', outlineColor: 'charge.solid' }}
    >
      {layoutLabels.skipToContent}
    </Link>
  );
}
