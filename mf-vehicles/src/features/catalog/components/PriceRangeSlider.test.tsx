import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { formatPrice } from '@chargemaroc/shared/format';
import { renderWithShell } from '../../../testing/render';
import { PriceRangeSlider } from './PriceRangeSlider';

const handles = () => ({
  min: screen.getByRole<HTMLInputElement>('slider', { name: 'Prix minimum' }),
  max: screen.getByRole<HTMLInputElement>('slider', { name: 'Prix maximum' }),
});

describe('PriceRangeSlider', () => {
  it('names both handles and says their prices in MAD', () => {
    renderWithShell(<PriceRangeSlider range={[300000, 900000]} onChange={() => undefined} />);
    const { min, max } = handles();
    expect([min.min, min.max, min.step, min.value]).toEqual(['200000', '1500000', '10000', '300000']);
    expect(max.value).toBe('900000');
    expect(min.getAttribute('aria-valuetext')).toBe(formatPrice(300000));
    expect(max.getAttribute('aria-valuetext')).toBe(formatPrice(900000));
  });

  it('changes the range when a handle is let go, not while it moves', () => {
    const onChange = vi.fn();
    renderWithShell(<PriceRangeSlider range={[200000, 1500000]} onChange={onChange} />);
    const { max } = handles();
    fireEvent.input(max, { target: { value: '800000' } });
    expect(max.getAttribute('aria-valuetext')).toBe(formatPrice(800000));
    expect(screen.getByText(formatPrice(800000), { normalizer: (text) => text })).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(max);
    expect(onChange).toHaveBeenCalledExactlyOnceWith([200000, 800000]);
  });

  it('keeps the handles a step apart and on the 10 000 MAD steps', () => {
    const onChange = vi.fn();
    renderWithShell(<PriceRangeSlider range={[200000, 600000]} onChange={onChange} />);
    const { min, max } = handles();
    fireEvent.input(min, { target: { value: '900000' } });
    fireEvent.change(min);
    expect(onChange).toHaveBeenLastCalledWith([590000, 600000]);
    expect(min.value).toBe('590000');
    fireEvent.input(max, { target: { value: '100000' } });
    fireEvent.change(max);
    expect(onChange).toHaveBeenLastCalledWith([590000, 600000]);
    expect(max.value).toBe('600000');
  });

  it('follows a new range from the URL (Back, a link)', () => {
    const { rerender } = renderWithShell(
      <PriceRangeSlider range={[200000, 1500000]} onChange={() => undefined} />,
    );
    rerender(<PriceRangeSlider range={[400000, 700000]} onChange={() => undefined} />);
    const { min, max } = handles();
    expect([min.value, max.value]).toEqual(['400000', '700000']);
  });
});
