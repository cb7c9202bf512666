import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, Input } from './fields';
import { NativeSelect } from './native-select';
import { UiProvider } from './provider';
import { Textarea } from './textarea';

const describedBy = (control: HTMLElement) => (control.getAttribute('aria-describedby') ?? '').split(' ');

function Fields({ error }: { error?: string }) {
  return (
    <UiProvider>
      {(['Nom', 'Message', 'Ville'] as const).map((label) => (
        <Field.Root key={label} invalid={Boolean(error)}>
          <Field.Label>{label}</Field.Label>
          {label === 'Nom' && <Input name="name" defaultValue="" />}
          {label === 'Message' && <Textarea name="message" defaultValue="" />}
          {label === 'Ville' && (
            <NativeSelect.Root>
              <NativeSelect.Field name="city" defaultValue="">
                <option value="">Choisir</option>
              </NativeSelect.Field>
            </NativeSelect.Root>
          )}
          <Field.HelperText>Aide</Field.HelperText>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      ))}
    </UiProvider>
  );
}

describe("a section field's control", () => {
  it('is described by its error text while refused, after its helper', async () => {
    render(<Fields error="Requis" />);
    const controls = [
      screen.getByRole('textbox', { name: 'Nom' }),
      screen.getByRole('textbox', { name: 'Message' }),
      screen.getByRole('combobox', { name: 'Ville' }),
    ];
    for (const control of controls) {
      const root = control.closest<HTMLElement>('[data-part="root"], .chakra-field__root') ?? document.body;
      const [helper] = root.querySelectorAll<HTMLElement>('[data-part="helper-text"]');
      const [error] = root.querySelectorAll<HTMLElement>('[data-part="error-text"]');
      await waitFor(() => expect(describedBy(control)).toEqual([helper!.id, error!.id]));
      expect(control.getAttribute('aria-invalid')).toBe('true');
    }
  });

  it('is described by its helper alone while valid', async () => {
    render(<Fields />);
    const name = screen.getByRole('textbox', { name: 'Nom' });
    await waitFor(() => expect(describedBy(name)).toHaveLength(1));
    expect(document.getElementById(describedBy(name)[0]!)?.textContent).toBe('Aide');
  });
});
