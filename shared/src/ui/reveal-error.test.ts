// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { revealFirstError } from './reveal-error';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('revealFirstError', () => {
  it('focuses the first field in error, not a later one nor the alert', async () => {
    const area = form(
      '<input name="a"><input name="b" aria-invalid="true"><input name="c" aria-invalid="true"><div role="alert">x</div>',
    );
    revealFirstError(area);
    await nextFrame();
    await nextFrame();
    expect(document.activeElement?.getAttribute('name')).toBe('b');
  });

  it('focuses the alert when no field is in error (a failure of the server)', async () => {
    const area = form('<input name="a"><div role="alert">Service indisponible</div>');
    revealFirstError(area);
    await nextFrame();
    await nextFrame();
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for errors drawn a few frames later (set after an awaited answer)', async () => {
    const area = form('<input name="a"><button>Envoyer</button>');
    revealFirstError(area);
    await nextFrame();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
    area.querySelector('input')!.setAttribute('aria-invalid', 'true');
    await nextFrame();
    await nextFrame();
    expect(document.activeElement?.getAttribute('name')).toBe('a');
  });
});
