// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_TOP_VARIABLE, placeToasts } from './toast-offset';

function drawn(html: string, bottoms: Record<string, number>) {
  document.body.innerHTML = html;
  for (const [selector, bottom] of Object.entries(bottoms)) {
    const element = document.querySelector(selector);
    if (element) element.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  }
}

const toastsTop = () => document.documentElement.style.getPropertyValue(TOAST_TOP_VARIABLE);

describe('placeToasts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts the toasts under the page header', () => {
    drawn('<header></header>', { header: 64 });
    placeToasts();
    expect(toastsTop()).toBe('64px');
  });

  it('puts them under the header of the open modal dialog, the newest one', () => {
    drawn(
      `<header></header>
       <div id="first" role="dialog" aria-modal="true" data-state="open"><div data-part="header"></div></div>
       <div id="second" role="dialog" aria-modal="true" data-state="open"><div data-part="header"></div></div>`,
      { header: 64, '#first [data-part="header"]': 80, '#second [data-part="header"]': 120 },
    );
    placeToasts();
    expect(toastsTop()).toBe('120px');
  });

  it('goes back under the page header once the dialog is closing', () => {
    drawn(
      `<header></header>
       <div role="dialog" aria-modal="true" data-state="closed"><div data-part="header"></div></div>`,
      { header: 56, '[data-part="header"]': 120 },
    );
    placeToasts();
    expect(toastsTop()).toBe('56px');
  });
});
