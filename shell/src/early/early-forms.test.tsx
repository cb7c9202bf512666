import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepEarlyEvents, replayEarlyEvents } from './early-events';
import { replayTypedFields } from './early-forms';

/** A controlled sign-in form, as the auth pages have them. */
function SignIn({
  onSend,
}: {
  onSend: (values: { identifier: string; remember: boolean; city: string }) => void;
}) {
  const [identifier, setIdentifier] = useState('');
  const [remember, setRemember] = useState(false);
  const [city, setCity] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ identifier, remember, city });
  };
  return (
    <main>
      <form method="post" onSubmit={submit}>
        <input
          aria-label="Identifiant"
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <input
          type="checkbox"
          aria-label="Rester connecté"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <select aria-label="Ville" value={city} onChange={(event) => setCity(event.target.value)}>
          <option value="">Choisir</option>
          <option value="Rabat">Rabat</option>
        </select>
        <output>{`${identifier}|${remember}|${city}`}</output>
        <button type="submit">Se connecter</button>
      </form>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  delete document.documentElement.dataset.interactive;
});

/** The served form, filled in before the page's code runs, then hydrated. */
async function servedAndTypedInto(onSend = vi.fn()) {
  const served = typedIntoServed(onSend);
  await served.hydrate();
  return served;
}

/** The served form, filled in before the page's code runs. */
function typedIntoServed(onSend = vi.fn()) {
  document.body.innerHTML = `<div id="root">${renderToString(<SignIn onSend={onSend} />)}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  const identifier = container.querySelector('input:not([type])') as HTMLInputElement;
  const remember = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
  const city = container.querySelector('select') as HTMLSelectElement;
  identifier.value = 'sara@exemple.ma';
  remember.checked = true;
  city.value = 'Rabat';
  const hydrate = () =>
    act(async () => {
      root = hydrateRoot(container, <SignIn onSend={onSend} />);
    });
  return {
    container,
    identifier,
    output: container.querySelector('output') as HTMLOutputElement,
    onSend,
    hydrate,
    form: container.querySelector('form') as HTMLFormElement,
    button: container.querySelector('button') as HTMLButtonElement,
  };
}

describe('what was typed before the page responded', () => {
  it('is on screen but not in the page’s state after hydration alone (why the replay exists)', async () => {
    const { identifier, output } = await servedAndTypedInto();
    expect(identifier.value).toBe('sara@exemple.ma');
    expect(output.textContent).toBe('|false|');
  });

  it('is given to the page: its text, once (boxes and choices are early-events.ts’s)', async () => {
    const { container, output, identifier } = await servedAndTypedInto();
    act(() => replayTypedFields(container));
    expect(output.textContent).toBe('sara@exemple.ma|false|');
    act(() => replayTypedFields(container));
    expect(output.textContent).toBe('sara@exemple.ma|false|');
    expect(identifier.value).toBe('sara@exemple.ma');
  });
});

describe('a form sent before its region hydrates', () => {
  beforeAll(() => keepEarlyEvents());

  it('is not submitted by the browser, then sent by the page with what was typed once the region has hydrated', async () => {
    const { container, onSend, hydrate, form, button } = typedIntoServed();
    // sent while the form is the server's: the page must not see it yet (it would find it empty)
    const sent = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    expect(form.dispatchEvent(sent), 'the browser does not submit it itself').toBe(false);
    await hydrate();
    expect(onSend, 'not before its region is marked: its text is not the page’s yet').not.toHaveBeenCalled();

    await act(async () => {
      // as the form's region hydrates: its text first, then what was done there
      replayTypedFields(container);
      await replayEarlyEvents('page');
    });
    expect(onSend).toHaveBeenCalledWith({ identifier: 'sara@exemple.ma', remember: false, city: '' });
    expect(onSend).toHaveBeenCalledTimes(1);

    await act(() => replayEarlyEvents('page'));
    act(() => form.requestSubmit(button));
    expect(onSend, 'sent again by the visitor: the page’s own, nothing twice').toHaveBeenCalledTimes(2);
  });

  it('sent once the form is React’s but before its region is marked: sent once, with what was typed', async () => {
    const { onSend, form, button } = await servedAndTypedInto();
    const sent = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    expect(form.dispatchEvent(sent), 'the browser does not submit it itself').toBe(false);
    expect(onSend, 'not with the empty state the page has before it is told the text').not.toHaveBeenCalled();
    await act(() => vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1)));
    expect(onSend).toHaveBeenCalledWith({ identifier: 'sara@exemple.ma', remember: false, city: '' });

    act(() => form.requestSubmit(button));
    expect(onSend, 'sent again by the visitor: the page’s own, at once').toHaveBeenCalledTimes(2);
  });

  it('a search form with an action is left to the browser', () => {
    document.body.innerHTML =
      '<div id="root"><main><form action="/blog" method="get"><button>Chercher</button></form></main></div>';
    const search = document.querySelector('form') as HTMLFormElement;
    const browserSubmits = search.dispatchEvent(
      new SubmitEvent('submit', { bubbles: true, cancelable: true }),
    );
    expect(browserSubmits).toBe(true);
  });
});
