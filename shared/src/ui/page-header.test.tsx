import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UiProvider } from './provider';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it("titles the page with its one h1 and follows it with the intro's paragraph", () => {
    const { container } = render(
      <UiProvider>
        <PageHeader title="Suivre une commande" intro="Saisissez le numéro de suivi reçu par e-mail." />
      </UiProvider>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Suivre une commande' });
    const intro = screen.getByText('Saisissez le numéro de suivi reçu par e-mail.');
    expect(intro.tagName).toBe('P');
    expect(title.nextElementSibling).toBe(intro);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });

  it('is a title alone when the page has no intro', () => {
    const { container } = render(
      <UiProvider>
        <PageHeader title="Mon compte" />
      </UiProvider>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Mon compte' });
    expect(title.nextElementSibling).toBeNull();
    expect(container.querySelector('p')).toBeNull();
  });
});
