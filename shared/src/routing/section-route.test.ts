import { describe, expect, it } from 'vitest';
import { HEAD_DESCRIPTION_LENGTH, headDescription } from './section-route';

describe("a page's description for its head", () => {
  it('keeps a short text whole and cuts a long one to what search engines show', () => {
    expect(headDescription('Une wallbox de 7,4 kW.')).toBe('Une wallbox de 7,4 kW.');
    const cut = headDescription('x'.repeat(400));
    expect(Array.from(cut ?? '')).toHaveLength(HEAD_DESCRIPTION_LENGTH);
    expect(cut?.endsWith('…')).toBe(true);
  });

  it('is left out when there is no text', () => {
    expect(headDescription('')).toBeUndefined();
    expect(headDescription(null)).toBeUndefined();
  });
});
