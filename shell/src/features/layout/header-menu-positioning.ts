/**
 * Where a header menu opens: `fixed`, as its button is in the sticky header. Positioned in the
 * document (`absolute`), the menu moved with the page when it scrolled while its button stayed, until
 * the next frame put it back: a tap in between landed on whatever came under it (a click on
 * 'Déconnexion' lost that way, 2 runs in 12, when a scroll came with it).
 */
export const headerMenuPositioning = (placement: 'bottom-start' | 'bottom-end') =>
  ({ placement, gutter: 8, strategy: 'fixed' }) as const;
