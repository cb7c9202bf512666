import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState, type ReactElement } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '../format/format';
import { UiProvider } from './provider';
import {
  Disclosure,
  NativeCheckbox,
  NativeRadioGroup,
  NativeSlider,
  NativeSwitch,
  NativeTabs,
  RangeSlider,
} from './native-controls';

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

describe('NativeSwitch', () => {
  function Installation({ onChange }: { onChange?: (checked: boolean) => void }) {
    const [on, setOn] = useState(false);
    return (
      <NativeSwitch
        checked={on}
        onCheckedChange={(checked) => {
          onChange?.(checked);
          setOn(checked);
        }}
        description="5 % de remise sur le produit"
      >
        Service d&apos;installation
      </NativeSwitch>
    );
  }

  it('is a native checkbox with the switch role, named by its label and described by its hint', () => {
    renderUi(<Installation />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: "Service d'installation" });
    expect(toggle.tagName).toBe('INPUT');
    expect(toggle.type).toBe('checkbox');
    expect(toggle.checked).toBe(false);
    expect(toggle.getAttribute('aria-checked')).toBeNull(); // the native state is announced
    const description = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('5 % de remise sur le produit');
  });

  it('toggles at once with a press on the switch, on its label, or Space', async () => {
    const onChange = vi.fn();
    renderUi(<Installation onChange={onChange} />);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: "Service d'installation" });
    await user().click(toggle);
    expect(toggle.checked).toBe(true);
    await user().click(screen.getByText("Service d'installation"));
    expect(toggle.checked).toBe(false);
    await user().click(screen.getByText('5 % de remise sur le produit'));
    expect(toggle.checked).toBe(true);
    toggle.focus();
    await user().keyboard(' ');
    expect(toggle.checked).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('is controlled: it shows what it is given', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = renderUi(
      <NativeSwitch checked={false} onCheckedChange={onCheckedChange}>
        Option
      </NativeSwitch>,
    );
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Option' });
    await user().click(toggle);
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(toggle.checked).toBe(false);
    rerender(
      <NativeSwitch checked onCheckedChange={onCheckedChange}>
        Option
      </NativeSwitch>,
    );
    expect(toggle.checked).toBe(true);
  });
});

describe('NativeRadioGroup', () => {
  // user-event finds a radio's group with CSS.escape, which jsdom lacks
  beforeAll(() => {
    const view = document.defaultView as (Window & { CSS?: { escape?: unknown } }) | null;
    if (view && typeof view.CSS?.escape !== 'function') {
      Object.defineProperty(view, 'CSS', {
        configurable: true,
        value: { ...view.CSS, escape: (text: string) => text.replace(/[^\w-]/g, (char) => `\\${char}`) },
      });
    }
  });

  const options = [
    { value: 'standard', label: 'Livraison standard', description: '3 à 5 jours ouvrés', end: '50,00 MAD' },
    { value: 'express', label: 'Livraison express', description: '24 à 48 h', end: '120,00 MAD' },
    { value: 'pickup', label: 'Retrait en magasin', end: 'Gratuite' },
  ] as const;
  type Method = (typeof options)[number]['value'];

  function Shipping({ onChange }: { onChange?: (value: Method) => void }) {
    const [method, setMethod] = useState<Method>('standard');
    return (
      <NativeRadioGroup
        label="Mode de livraison"
        value={method}
        onValueChange={(value) => {
          onChange?.(value);
          setMethod(value);
        }}
        options={options}
      />
    );
  }

  it('is a radio group named by its label, of native radios named by their label and end', () => {
    renderUi(<Shipping />);
    const group = screen.getByRole('radiogroup', { name: 'Mode de livraison' });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.type)).toEqual(['radio', 'radio', 'radio']);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    const standard = screen.getByRole<HTMLInputElement>('radio', { name: 'Livraison standard 50,00 MAD' });
    expect(standard.checked).toBe(true);
    expect(document.getElementById(standard.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '3 à 5 jours ouvrés',
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Retrait en magasin Gratuite' }).checked).toBe(
      false,
    );
  });

  it('takes a choice at once from a press on an option, and the arrow keys move it', async () => {
    const onChange = vi.fn();
    renderUi(<Shipping onChange={onChange} />);
    const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });
    await user().click(screen.getByText('24 à 48 h'));
    expect(radio(/^Livraison express/).checked).toBe(true);
    expect(radio(/^Livraison standard/).checked).toBe(false);
    await user().keyboard('{ArrowDown}');
    expect(radio(/^Retrait en magasin/).checked).toBe(true);
    expect(document.activeElement).toBe(radio(/^Retrait en magasin/));
    await user().keyboard('{ArrowUp}{ArrowUp}');
    expect(radio(/^Livraison standard/).checked).toBe(true);
    expect(onChange.mock.calls).toEqual([['express'], ['pickup'], ['express'], ['standard']]);
  });

  it('can be named by an element already on the page, and is controlled', async () => {
    const onValueChange = vi.fn();
    const group = (value: 'cash' | 'cmi') => (
      <section>
        <h2 id="payment">Mode de paiement</h2>
        <NativeRadioGroup
          aria-labelledby="payment"
          value={value}
          onValueChange={onValueChange}
          options={[
            { value: 'cash', label: 'Paiement à la livraison' },
            { value: 'cmi', label: 'Paiement en ligne par carte' },
          ]}
        />
      </section>
    );
    const { rerender } = renderUi(group('cash'));
    screen.getByRole('radiogroup', { name: 'Mode de paiement' });
    const card = screen.getByRole<HTMLInputElement>('radio', { name: 'Paiement en ligne par carte' });
    await user().click(card);
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('cmi');
    expect(card.checked).toBe(false);
    rerender(group('cmi'));
    expect(card.checked).toBe(true);
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
    screen.getByRole('heading', { level: 3, name: 'Section a' });
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
    screen.getByText(formatPrice(800000), { normalizer: (text) => text });
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

describe('NativeTabs', () => {
  const tabs = ['Description', 'Spécifications', 'Dimensions'].map((label) => ({
    value: label.toLowerCase(),
    label,
    content: <p>Panneau {label}</p>,
  }));

  it('names the list, shows the selected panel labelled by its tab, the others hidden', async () => {
    renderUi(<NativeTabs label="Fiche" tabs={tabs} defaultValue="spécifications" />);
    expect(screen.getByRole('tablist', { name: 'Fiche' }).getAttribute('aria-orientation')).toBe(
      'horizontal',
    );
    const selected = screen.getByRole('tab', { name: 'Spécifications' });
    expect(selected.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Spécifications' });
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Panneau Spécifications');
    // every panel is in the page (the server's HTML holds them all), one shown
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.queryByRole('tabpanel', { name: 'Dimensions' })).toBeNull();

    await user().click(screen.getByRole('tab', { name: 'Dimensions' }));
    expect(screen.getByRole('tabpanel', { name: 'Dimensions' }).textContent).toBe('Panneau Dimensions');
  });

  it('keeps one tab in the Tab order; arrows, Home and End move and select, wrapping around', async () => {
    renderUi(<NativeTabs label="Fiche" tabs={tabs} defaultValue="description" layout="side" />);
    const [first, second, third] = screen.getAllByRole('tab');
    expect([first, second, third].map((tab) => tab?.tabIndex)).toEqual([0, -1, -1]);
    first?.focus();
    await user().keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(second);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect([first, second, third].map((tab) => tab?.tabIndex)).toEqual([-1, 0, -1]);
    await user().keyboard('{End}');
    expect(document.activeElement).toBe(third);
    await user().keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user().keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(third);
    await user().keyboard('{Home}');
    expect(first?.getAttribute('aria-selected')).toBe('true');
    screen.getByRole('tabpanel', { name: 'Description' });
  });
});
