import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@chargemaroc/shared/messages';
import { answerApi, strapiPage } from '@chargemaroc/shared/testing/network';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { legalPageLoader } from '../api/legal-page-loader';
import { LegalPage, LegalPageLoadError } from './LegalPage';

const terms = {
  id: 3,
  documentId: 'legal-cgv',
  slug: 'cgv',
  title: 'Conditions générales de vente',
  description: 'Commande, prix, livraison.',
  body:
    '<h2 onclick="steal()">Prix</h2><p>Les prix sont indiqués en <strong>MAD</strong> hors taxes.</p>' +
    '<script>alert(1)</script><p><a href="javascript:x">Réclamations</a> au service client.</p>',
  updatedAt: '2026-12-03T10:00:00.000Z',
};

let cms: ReturnType<typeof answerApi>;
const route = {
  route: '/cgv',
  path: '/cgv',
  loader: legalPageLoader('cgv'),
  ErrorBoundary: LegalPageLoadError,
};

describe('LegalPage', { timeout: 30_000 }, () => {
  it('shows the text the editors wrote in the CMS, kept to its headings and paragraphs', async () => {
    cms = answerApi(() => ({ status: 200, body: strapiPage([terms]) }));
    const { container } = await renderRoute(<LegalPage />, route);
    expect(cms.requests[0]!.path).toBe('/legal-pages');
    expect(cms.requests[0]!.query).toContain('filters[slug][$eq]=cgv');
    screen.getByRole('heading', { level: 1, name: 'Conditions générales de vente' });
    expect(screen.getByText(/Dernière mise à jour/).textContent).toBe(
      'Dernière mise à jour : 3 décembre 2026',
    );
    expect(screen.getByText('3 décembre 2026').getAttribute('datetime')).toBe('2026-12-03T10:00:00.000Z');
    expect(screen.getByRole('heading', { level: 2, name: 'Prix' }).getAttribute('onclick')).toBeNull();
    expect(screen.getByText('MAD').tagName).toBe('STRONG');
    expect(container.querySelector('script, a, [onclick]')).toBeNull();
    screen.getByText(/Réclamations au service client/);
  });

  it('says in French that the page could not be loaded when the CMS fails', async () => {
    cms = answerApi(() => ({ status: 500, body: null }));
    await renderRoute(<LegalPage />, route);
    expect(screen.getByRole('alert').textContent).toContain(messages.api.server);
  });
});
