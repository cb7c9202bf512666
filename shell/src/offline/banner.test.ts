// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bannerMarkup, savedAtOfPage } from './banner';

afterEach(() => document.body.replaceChildren());

describe("the saved page's banner", () => {
  it('tells the page when it was saved, so its price and stock figures can say so', () => {
    const savedAt = Date.UTC(2026, 10, 27, 10, 40);
    document.body.innerHTML = `${bannerMarkup('Vous êtes hors ligne', savedAt)}<div id="root"></div>`;
    expect(savedAtOfPage()).toBe(savedAt);
  });

  it('says nothing on a live page, nor for the banner the page put up itself', () => {
    expect(savedAtOfPage()).toBeNull();
    document.body.innerHTML = '<div id="cm-offline-banner" role="status">Vous êtes hors ligne</div>';
    expect(savedAtOfPage()).toBeNull();
  });
});
