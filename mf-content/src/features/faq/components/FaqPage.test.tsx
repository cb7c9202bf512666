import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, strapiPage } from '@chargemaroc/shared/testing/network';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { FAQ_CATEGORIES } from '@chargemaroc/shared/contracts/faq';
import { faqLoader } from '../api/faq-loader';
import { FaqLoadError, FaqPage } from './FaqPage';

/** A question in each category, then a second general and warranty one. */
const categories = [...FAQ_CATEGORIES, 'general', 'warranty'] as const;
const items = categories.map((category, index) => ({
  id: index + 1,
  documentId: `faq-${index + 1}`,
  question: index === 0 ? 'Comment fonctionne la RECHARGE à la maison ?' : `Question ${index + 1} ?`,
  answer: index === 7 ? 'La batterie est garantie 8 ans ou 160000 km.' : `Réponse ${index + 1}.`,
  category,
  order: index + 1,
}));

let cms: ReturnType<typeof answerApi>;
const questions = () =>
  screen
    .queryAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }));
/** The address bar: the page keeps its filters there without a navigation of the router. */
const address = () => `${window.location.pathname}${window.location.search}`;
const route = (url: string) => ({ route: url, path: '/faq', loader: faqLoader, ErrorBoundary: FaqLoadError });

describe('FaqPage', { timeout: 30_000 }, () => {
  it('lists the questions, searches without regard to case, filters by category, all in the URL, without refetching', async () => {
    cms = answerApi(() => ({ status: 200, body: strapiPage(items) }));
    const { container } = await renderRoute(<FaqPage />, route('/faq'));
    expect(questions()).toHaveLength(8);
    expect(cms.requests[0]!.query).toContain('sort[0]=order:asc');

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une question' }), 'recharge');
    expect(questions()).toHaveLength(1);
    expect(address()).toBe('/faq?q=recharge');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '160000');
    expect(questions().map((button) => button.textContent)).toEqual(['Question 8 ?+']);
    await user.clear(screen.getByRole('searchbox'));

    await user.click(screen.getByRole('button', { name: 'Garantie' }));
    expect(screen.getByRole('button', { name: 'Garantie' }).getAttribute('aria-pressed')).toBe('true');
    expect(questions()).toHaveLength(2);
    expect(address()).toBe('/faq?categorie=warranty');
    // typing and choosing filter the list the loader gave: the CMS was asked once
    expect(cms.requests).toHaveLength(1);

    const jsonLd = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity).toHaveLength(8);
    expect(jsonLd.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      acceptedAnswer: { '@type': 'Answer' },
    });
  });

  it('opens and closes an answer', async () => {
    cms = answerApi(() => ({ status: 200, body: strapiPage(items) }));
    await renderRoute(<FaqPage />, route('/faq?categorie=billing'));
    const question = screen.getByRole('button', { name: /Question 5/ });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Réponse 5.').closest('[hidden]')).not.toBeNull();
    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Réponse 5.').closest('[hidden]')).toBeNull();
    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Contactez-nous' }).getAttribute('href')).toBe('/contact');
  });
});
