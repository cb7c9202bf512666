import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** What describes a control to assistive technology (its helper and error texts). */
export function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The control is refused with `message` beside it, and the focus is brought to it. */
export async function expectRefused(control: HTMLElement, message: string) {
  expect(control.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(control)).toContain(message);
  await waitFor(() => expect(document.activeElement).toBe(control));
}
