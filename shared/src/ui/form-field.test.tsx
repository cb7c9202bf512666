import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from './provider';
import { FieldInput, LabelledField, SelectField, TextField, type TextFieldProps } from './form-field';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextField {...props} value={value} onChange={setValue} />;
}

function renderIn(element: React.ReactElement) {
  return render(<UiProvider>{element}</UiProvider>);
}

describe('TextField', () => {
  it('is named by its label, marked required, and hands what is typed back', async () => {
    renderIn(<Controlled label="E-mail" name="email" type="email" required />);
    const field = screen.getByRole('textbox', { name: /E-mail/ });
    expect(field.getAttribute('name')).toBe('email');
    expect(field.getAttribute('type')).toBe('email');
    expect((field as HTMLInputElement).required).toBe(true);
    await userEvent.type(field, 'a@b.ma');
    expect((field as HTMLInputElement).value).toBe('a@b.ma');
  });

  it('is described by its refusal instead of its hint', async () => {
    const { rerender } = renderIn(
      <TextField label="Téléphone" value="" onChange={() => {}} hint="Format : 06 12 34 56 78" />,
    );
    const field = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    screen.getByText('Format : 06 12 34 56 78');
    rerender(
      <UiProvider>
        <TextField
          label="Téléphone"
          value=""
          onChange={() => {}}
          hint="Format : 06 12 34 56 78"
          error="Numéro invalide"
        />
      </UiProvider>,
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // the field learns of its error text once that text is on the page
    await waitFor(() => {
      const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Numéro invalide');
    });
    expect(screen.queryByText('Format : 06 12 34 56 78')).toBeNull();
  });

  it('is a text of several lines when given rows', () => {
    renderIn(<TextField label="Message" value="" onChange={() => {}} rows={5} maxLength={1000} />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('5');
    expect(area.getAttribute('maxlength')).toBe('1000');
  });

  it('shows its placeholder, and a date field refuses the days before its min', () => {
    renderIn(
      <>
        <TextField label="Rechercher" type="search" value="" placeholder="Mot-clé" />
        <TextField label="Date souhaitée" type="date" value="" min="2026-11-28" />
      </>,
    );
    expect(screen.getByRole('searchbox', { name: 'Rechercher' }).getAttribute('placeholder')).toBe('Mot-clé');
    expect(screen.getByLabelText('Date souhaitée').getAttribute('min')).toBe('2026-11-28');
  });
});

describe('SelectField', () => {
  it('offers its placeholder first, then its options, and hands the choice back', async () => {
    const chosen: string[] = [];
    renderIn(
      <SelectField
        label="Région"
        name="region"
        value=""
        placeholder="Choisissez une région"
        options={[
          { value: 'Souss-Massa', label: 'Souss-Massa' },
          { value: 'Oriental', label: 'Oriental' },
        ]}
        onChange={(value) => chosen.push(value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Région' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choisissez une région',
      'Souss-Massa',
      'Oriental',
    ]);
    await userEvent.selectOptions(select, 'Oriental');
    expect(chosen).toEqual(['Oriental']);
  });
});

describe('a form of several fields', () => {
  it('is drawn once when it appears: no field renders again to find its hint or its refusal', () => {
    const commits: string[] = [];
    renderIn(
      <Profiler id="form" onRender={(_id, phase) => commits.push(phase)}>
        <TextField label="Nom" value="" hint="Tel qu'il figure sur la facture" />
        <TextField label="Téléphone" value="" error="Numéro invalide" />
        <SelectField
          label="Ville"
          value=""
          options={[{ value: 'Rabat', label: 'Rabat' }]}
          onChange={() => {}}
        />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    const described = (name: string) =>
      (screen.getByRole('textbox', { name }).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    expect(described('Nom')).toEqual(["Tel qu'il figure sur la facture"]);
    expect(described('Téléphone')).toEqual(['Numéro invalide']);
  });

  it('names a control of its own (a file) by the label of its frame', () => {
    renderIn(
      <LabelledField label="Photo du tableau électrique" required hint="JPEG ou PNG">
        <FieldInput type="file" />
      </LabelledField>,
    );
    const input = screen.getByLabelText(/Photo du tableau électrique/);
    expect(input.getAttribute('type')).toBe('file');
    expect((input as HTMLInputElement).required).toBe(true);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'JPEG ou PNG',
    );
  });
});
