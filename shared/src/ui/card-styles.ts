import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The design system's card (size sm, outline) and badge base as plain style objects, for the list
 * cards (products, vehicles) that render one styled element and plain HTML inside it: a list of
 * cards otherwise resolves dozens of styled components per card.
 */
export const cardSurfaceStyles: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: '0',
  wordWrap: 'break-word',
  borderRadius: 'l3',
  color: 'fg',
  textAlign: 'start',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  '--card-padding': 'spacing.4',
  overflow: 'hidden',
  height: 'full',
};

/** The badge recipe's base at size sm; each card adds its variants and palettes. */
export const badgeBaseStyles: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  gap: '1',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  textStyle: 'xs',
  px: '1.5',
  minH: '5',
};

/**
 * The link-box pattern: the card's title link (`linkClass`) stretches over the whole card, and the
 * card's other links and abbreviations stay above it, so each keeps its own target.
 */
export function linkOverlayStyles(linkClass: string): SystemStyleObject {
  const othersAbove: SystemStyleObject = { position: 'relative', zIndex: 1 };
  const overlay: SystemStyleObject = {
    position: 'static',
    '&::before': {
      content: "''",
      cursor: 'inherit',
      display: 'block',
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 0,
      width: '100%',
      height: '100%',
    },
  };
  const others: `& ${string}` = `& a[href]:not(.${linkClass}), & abbr[title]`;
  const link: `& ${string}` = `& .${linkClass}`;
  return { [others]: othersAbove, [link]: overlay };
}
