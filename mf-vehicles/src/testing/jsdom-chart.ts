/** Test support: what the slider and the chart need and jsdom lacks. */
// jsdom has no ResizeObserver; the slider (and the chart) observe their size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// nor matchMedia, which the chart reads for the device pixel ratio.
globalThis.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// and no canvas: a 2D context whose every method does nothing, so the chart can draw.
if (typeof HTMLCanvasElement !== 'undefined') {
  const noop = () => undefined;
  const context = new Proxy(
    {},
    {
      get: (_target, key) =>
        key === 'measureText' ? () => ({ width: 0 }) : key === 'canvas' ? undefined : noop,
    },
  );
  globalThis.Path2D ??= class {
    moveTo() {}
    lineTo() {}
    rect() {}
    arc() {}
    closePath() {}
    bezierCurveTo() {}
    addPath() {}
  } as unknown as typeof Path2D;
  HTMLCanvasElement.prototype.getContext = (() =>
    context) as unknown as typeof HTMLCanvasElement.prototype.getContext;
}

export {};
