// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../testing/render-route';
import { NotFoundPage } from './NotFoundPage';
import { RemoteErrorFallback } from './RemoteErrorFallback';
import { SectionUnavailablePage } from './SectionUnavailablePage';

describe('NotFoundPage', () => {
  it("says 'Page Non Trouvée' and leads home", () => {
    renderRoute(<NotFoundPage />, { at: '/nulle-part' });
    screen.getByRole('heading', { level: 1, name: 'Page Non Trouvée' });
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });
});

describe('SectionUnavailablePage', () => {
  it('explains that the section is off for now and leads home', () => {
    renderRoute(<SectionUnavailablePage section="Boutique" />, { at: '/boutique' });
    screen.getByRole('heading', { level: 1, name: 'Section momentanément indisponible' });
    screen.getByText(/Le reste du site fonctionne normalement/);
    screen.getByText('Boutique');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('works without a section name', () => {
    renderRoute(<SectionUnavailablePage />, { at: '/carte-bornes' });
    screen.getByRole('heading', { level: 1, name: 'Section momentanément indisponible' });
  });
});

describe('RemoteErrorFallback', () => {
  it('announces the failure and retries on request', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderRoute(<RemoteErrorFallback onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain("Cette section n'a pas pu être chargée.");
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
