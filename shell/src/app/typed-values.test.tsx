// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { readTypedValues, restoreTypedValues } from './typed-values';

function Search() {
  const [text, setText] = useState('');
  return (
    <>
      <input
        name="q"
        aria-label="Rechercher un produit"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p>Recherche : {text}</p>
    </>
  );
}

it('carries what was typed into the server markup over to the page that replaces it', () => {
  const server = document.createElement('div');
  server.innerHTML = '<input name="q" value=""><input name="email" value="">';
  document.body.append(server);
  const typedField = server.querySelector<HTMLInputElement>('input[name=q]');
  if (!typedField) throw new Error('no field');
  typedField.value = 'wallbox 22';
  typedField.focus();
  const typed = readTypedValues(server);
  expect([...typed.keys()]).toEqual(['q']);
  server.remove();

  const { container } = render(<Search />);
  act(() => restoreTypedValues(container, typed));
  expect(screen.getByText('Recherche : wallbox 22')).toBeTruthy();
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Rechercher un produit' });
  expect(field.value).toBe('wallbox 22');
  expect(document.activeElement).toBe(field);
});

it('records only the fields the shopper changed', () => {
  const server = document.createElement('div');
  server.innerHTML = '<input name="q" value="wallbox"><textarea name="message">Bonjour</textarea>';
  const message = server.querySelector('textarea');
  if (!message) throw new Error('no field');
  message.value = 'Bonjour, je cherche une borne';
  expect(readTypedValues(server)).toEqual(
    new Map([['message', { value: 'Bonjour, je cherche une borne', focused: false }]]),
  );
});
