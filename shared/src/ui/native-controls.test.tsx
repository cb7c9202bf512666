import { describe, expect, it, vi } from 'vitest';
import { useState, type ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '../format/format';
import { UiProvider } from './provider';
import { Disclosure, NativeCheckbox, NativeSlider, RangeSlider } from './native-controls';

const renderUi = (ui: ReactElement) => {
  const result = render(<UiProvider>{ui}</UiProvider>);
  return { ...result, rerender: (next: ReactElement) => result.rerender(<UiProvider>{next}</UiProvider>) };
};
const user = () => userEvent.setup({ delay: null });

describe('NativeCheckbox', () => {
  it('is a native checkbox named by its label, toggled by a press on the label or Space', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = renderUi(
      <NativeCheckbox checked={false} onCheckedChange={onCheckedChange}>
        ABB <span>(22)</span>
      </NativeCheckbox>,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'ABB (22)' });
    expect(box.type).toBe('checkbox');
    expect(box.checked).toBe(false);
    await user().click(screen.getByText('ABB'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    box.focus();
    await user().keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
    // controlled: it shows what it is given
    expect(box.checked).toBe(false);
    rerender(
      <NativeCheckbox checked onCheckedChange={onCheckedChange}>
        ABB
      </NativeCheckbox>,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'ABB' }).checked).toBe(true);
  });
});

describe('Disclosure', () => {
  function Sections() {
    const [open, setOpen] = useState<string | null>('a');
    return (
      <>
        {['a', 'b'].map((key) => (
          <Disclosure
            key={key}
            title={`Section ${key}`}
            open={open === key}
            onOpenChange={(next) => setOpen(next ? key : null)}
            lazyMount
          >
            <p>Contenu {key}</p>
          </Disclosure>
        ))}
      </>
    );
  }

  it('is a button in a heading that says whether its region is shown, and which one it controls', async () => {
    renderUi(<Sections />);
    const a = screen.getByRole('button', { name: 'Section a' });
    const b = screen.getByRole('button', { name: 'Section b' });
    expect(screen.getByRole('heading', { level: 3, name: 'Section a' })).toBeTruthy();
    expect(a.getAttribute('aria-expanded')).toBe('true');
    expect(b.getAttribute('aria-expanded')).toBe('false');
    const region = screen.getByRole('region', { name: 'Section a' });
    expect(a.getAttribute('aria-controls')).toBe(region.id);
    expect(region.textContent).toBe('Contenu a');
    // a closed section renders its content once it is first opened
    expect(screen.queryByText('Contenu b')).toBeNull();

    b.focus();
    await user().keyboard('{Enter}');
    expect(b.getAttribute('aria-expanded')).toBe('true');
    expect(a.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('region', { name: 'Section b' }).textContent).toBe('Contenu b');
    expect(screen.queryByRole('region', { name: 'Section a' })).toBeNull(); // hidden

    await user().click(b);
    expect(b.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('NativeSlider', () => {
  it('is a slider named by its label, with its bounds, step and value text', () => {
    const onValueChange = vi.fn();
    renderUi(
      <NativeSlider
        label="Calibre : 40 A"
        valueText="40 A"
        min={10}
        max={100}
        step={5}
        value={40}
        onValueChange={onValueChange}
      />,
    );
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Calibre : 40 A' });
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['10', '100', '5', '40']);
    expect(slider.getAttribute('aria-valuetext')).toBe('40 A');
    fireEvent.change(slider, { target: { value: '45' } });
    expect(onValueChange).toHaveBeenLastCalledWith(45);
  });
});

describe('RangeSlider', () => {
  const BOUNDS = { min: 200000, max: 1500000, step: 10000 };
  const LABELS = ['Prix minimum', 'Prix maximum'] as const;
  const handles = () => ({
    min: screen.getByRole<HTMLInputElement>('slider', { name: 'Prix minimum' }),
    max: screen.getByRole<HTMLInputElement>('slider', { name: 'Prix maximum' }),
  });
  const slider = (value: [number, number], onValueCommit: (value: [number, number]) => void) => (
    <RangeSlider
      {...BOUNDS}
      value={value}
      labels={LABELS}
      formatValue={formatPrice}
      onValueCommit={onValueCommit}
    />
  );

  it('names both handles and says their values as formatted', () => {
    renderUi(slider([300000, 900000], () => undefined));
    const { min, max } = handles();
    expect([min.min, min.max, min.step, min.value]).toEqual(['200000', '1500000', '10000', '300000']);
    expect(max.value).toBe('900000');
    expect(min.getAttribute('aria-valuetext')).toBe(formatPrice(300000));
    expect(max.getAttribute('aria-valuetext')).toBe(formatPrice(900000));
  });

  it('commits the range when a handle is let go, not while it moves', () => {
    const onValueCommit = vi.fn();
    renderUi(slider([200000, 1500000], onValueCommit));
    const { max } = handles();
    fireEvent.input(max, { target: { value: '800000' } });
    expect(max.getAttribute('aria-valuetext')).toBe(formatPrice(800000));
    expect(screen.getByText(formatPrice(800000), { normalizer: (text) => text })).toBeTruthy();
    expect(onValueCommit).not.toHaveBeenCalled();
    fireEvent.change(max);
    expect(onValueCommit).toHaveBeenCalledExactlyOnceWith([200000, 800000]);
  });

  it('keeps the handles a step apart and on the steps', () => {
    const onValueCommit = vi.fn();
    renderUi(slider([200000, 600000], onValueCommit));
    const { min, max } = handles();
    fireEvent.input(min, { target: { value: '900000' } });
    fireEvent.change(min);
    expect(onValueCommit).toHaveBeenLastCalledWith([590000, 600000]);
    expect(min.value).toBe('590000');
    fireEvent.input(max, { target: { value: '100000' } });
    fireEvent.change(max);
    expect(onValueCommit).toHaveBeenLastCalledWith([590000, 600000]);
    expect(max.value).toBe('600000');
  });

  it('follows a new range from its owner (Back, a link)', () => {
    const { rerender } = renderUi(slider([200000, 1500000], () => undefined));
    rerender(slider([400000, 700000], () => undefined));
    const { min, max } = handles();
    expect([min.value, max.value]).toEqual(['400000', '700000']);
  });
});
