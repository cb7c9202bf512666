// What a visitor does to the served page before its first script (main.js) has arrived, kept by a
// few lines in the page itself: the page's own script hands it to the early events (early-events.ts).
// Plain JavaScript: the origin's server reads it too, to allow it by its hash in the page's CSP.

/** The global through which the page's script takes what was kept (and stops the keeping). */
export const FIRST_TAPS = '__cmFirstTaps';

/**
 * Inline in the page's head, before any stylesheet (an inline script waits for those): taps, boxes,
 * choices and forms sent are kept as events; a form with no action of its own is held (the browser
 * would otherwise send it itself, its fields in the address bar). Links and the search forms keep
 * the browser's own behaviour.
 */
export const FIRST_TAPS_SCRIPT = `(function(){var kept=[],types=['click','change','submit'];function keep(e){if(e.type==='submit'&&!e.target.hasAttribute('action'))e.preventDefault();kept.push(e)}types.forEach(function(t){document.addEventListener(t,keep,true)});window.${FIRST_TAPS}=function(){types.forEach(function(t){document.removeEventListener(t,keep,true)});return kept}})()`;
