import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NativeField, NativeInput } from './native-field';
import { UiProvider } from './provider';

function EmailField({ invalid = false, helper }: { invalid?: boolean; helper?: string }) {
  return (
    <UiProvider>
      <NativeField.Root required invalid={invalid} hasHelper={Boolean(helper)}>
        <NativeField.Label>
          Adresse e-mail
          <NativeField.RequiredIndicator />
        </NativeField.Label>
        <NativeInput type="email" name="email" defaultValue="" />
        {helper && <NativeField.HelperText>{helper}</NativeField.HelperText>}
        <NativeField.ErrorText>Adresse e-mail invalide</NativeField.ErrorText>
      </NativeField.Root>
    </UiProvider>
  );
}

describe('a native field', () => {
  it('names the input by its label, marks it required, and shows no error while valid', () => {
    render(<EmailField helper="Nous ne la partageons pas." />);
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Adresse e-mail invalide')).toBeNull();
    const helper = screen.getByText('Nous ne la partageons pas.');
    expect(input.getAttribute('aria-describedby')).toBe(helper.id);
    // the star is for the eye; the input itself says it is required
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('says the input is invalid and describes it by the error, which is announced', () => {
    render(<EmailField invalid />);
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Adresse e-mail invalide');
    expect(error.getAttribute('aria-live')).toBe('polite');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('keeps each field its own ids', () => {
    render(
      <>
        <EmailField />
        <EmailField />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: 'Adresse e-mail' });
    expect(first!.id).not.toBe(second!.id);
  });
});
