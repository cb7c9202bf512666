// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DATES_AHEAD_ATTRIBUTE } from '@chargemaroc/shared/format';
import { ServerPagePlaceholder } from './PagePlaceholder';

describe("a signed-in page's served box", () => {
  it('says the page will show figures, so the start-up makes their formatters before hydrating', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<ServerPagePlaceholder Placeholder={() => <p>Vos commandes</p>} />);
    const served = box.querySelector('[data-page-placeholder]');
    expect(served?.hasAttribute(DATES_AHEAD_ATTRIBUTE)).toBe(true);
    expect(served?.textContent).toBe('Vos commandes');
  });
});
