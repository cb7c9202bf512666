// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatDateLong, keepServedDatesOf } from '../format/format';
import { LongDate } from './long-date';

describe('a long date on screen', () => {
  it('is served in a <time> the start-up reads back: hydration writes the same text', () => {
    const served = document.createElement('div');
    served.innerHTML = renderToString(<LongDate value="2026-12-31T23:30:00Z" />);
    expect(served.innerHTML).toBe('<time datetime="2026-12-31T23:30:00Z">1 janvier 2027</time>');
    keepServedDatesOf(served);
    expect(formatDateLong('2026-12-31T23:30:00Z')).toBe('1 janvier 2027');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(renderToString(<LongDate value={null} />)).toBe('');
    expect(renderToString(<LongDate value="pas une date" />)).toBe('');
  });
});
