/**
 * Where the back-to-top button may sit: above the bars fixed to the bottom of the screen (the
 * comparison trays, the product page's purchase bar), and never over a control. Bars mark themselves
 * with BOTTOM_BAR_ATTRIBUTE; any other control under the button hides it until the page moves on.
 */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

const CONTROL =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [contenteditable="true"]';

/** The height of the bottom bars on screen, which the button is lifted above (0 when none). */
export function bottomBarsHeight(doc: Document = document): number {
  const viewportHeight = doc.documentElement.clientHeight;
  let lift = 0;
  for (const bar of doc.querySelectorAll(`[${BOTTOM_BAR_ATTRIBUTE}]`)) {
    const rect = bar.getBoundingClientRect();
    if (rect.height > 0 && rect.bottom >= viewportHeight - 1)
      lift = Math.max(lift, viewportHeight - rect.top);
  }
  return Math.ceil(lift);
}

/** Points of a box: its corners (just inside) and its centre. */
function samplePoints(rect: DOMRect): [number, number][] {
  const inset = 2;
  const [left, right] = [rect.left + inset, rect.right - inset];
  const [top, bottom] = [rect.top + inset, rect.bottom - inset];
  return [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
    [(left + right) / 2, (top + bottom) / 2],
  ];
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether a control of the page lies under `element` (the element itself and its content aside):
 * found where the element stands, and whose own boxes meet it. A card made clickable as a whole (its
 * link's overlay) is not covered by a corner of it, its link's text is.
 */
export function coversControl(element: HTMLElement, doc: Document = document): boolean {
  // (not in every environment: jsdom has no layout)
  if (typeof doc.elementsFromPoint !== 'function') return false;
  const box = element.getBoundingClientRect();
  const under = new Set<Element>();
  for (const [x, y] of samplePoints(box)) {
    for (const hit of doc.elementsFromPoint(x, y)) {
      const control = hit.closest(CONTROL);
      if (control && !element.contains(control)) under.add(control);
    }
  }
  return [...under].some((control) => [...control.getClientRects()].some((rect) => overlaps(rect, box)));
}
