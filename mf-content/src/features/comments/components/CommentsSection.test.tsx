// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { HELPFUL_STORAGE_KEY } from '../hooks/helpful-votes';
import { answerApi, type ApiHandler, type ApiRequest } from '@chargemaroc/shared/testing/network';
import { cmsComment, renderInShell, signInDemo } from '../testing/comments-harness';
import { CommentsSection } from './CommentsSection';

const thread = [
  cmsComment('c-reply', {
    parentId: 'c-top',
    comment: 'Je confirme, très bonne borne.',
    createdAt: '2026-03-13T10:00:00.000Z',
    userName: 'Karim',
  }),
  cmsComment('c-top', {
    rating: 5,
    comment: 'Installation rapide et charge fiable.',
    helpful: 2,
    userName: 'Nadia',
  }),
  cmsComment('c-older', {
    rating: 3,
    comment: 'Correct mais application lente.',
    createdAt: '2026-02-01T10:00:00.000Z',
    userName: 'Omar',
  }),
];
const summary = {
  averageRating: 4,
  totalRatings: 2,
  distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
  userRating: null,
};

const listOf = (items: unknown[]) => ({
  data: items,
  meta: { pagination: { page: 1, pageSize: 200, pageCount: 1, total: items.length } },
});

function cms(extra?: ApiHandler) {
  return answerApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === '/comments')
      return { status: 200, body: listOf(thread) };
    if (request.method === 'GET' && request.path === '/comments/summary')
      return { status: 200, body: summary };
    return undefined;
  });
}

let api: ReturnType<typeof answerApi>;
const user = () => userEvent.setup({ delay: null });
const show = (targetType: 'product' | 'article' = 'product') =>
  renderInShell(<CommentsSection targetType={targetType} targetId="p1" />);

afterEach(() => {
  sessionStore.getState().signOut();
});

describe('CommentsSection', { timeout: 20_000 }, () => {
  beforeEach(() => {
    api = cms();
  });

  it('asks the CMS for the target and shows the product rating summary', async () => {
    show();
    // two reviews and a reply: a reply is not a review
    await screen.findByRole('heading', { name: 'Avis clients (2)' });
    expect(screen.getByTestId('rating-average').textContent).toBe('4,0');
    expect(screen.getByTestId('rating-total').textContent).toBe('2 note(s)');
    screen.getByLabelText('5 étoile(s) : 1');
    screen.getByLabelText('4 étoile(s) : 0');
    const list = api.requests.find((request) => request.path === '/comments');
    expect(list?.query).toContain('targetType=product&targetId=p1');
  });

  it('nests replies under their comment and offers "Répondre" only on top-level comments', async () => {
    show();
    const top = await screen.findByRole('article', { name: 'Nadia' });
    const reply = screen.getByRole('article', { name: 'Karim' });
    expect(top.contains(reply)).toBe(true);
    within(screen.getByRole('list', { name: 'Réponses à Nadia' })).getByText(
      'Je confirme, très bonne borne.',
    );
    expect(within(reply).queryByRole('button', { name: 'Répondre' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Répondre' })).toHaveLength(2);
    // Newest top-level comment first.
    expect(
      screen
        .getAllByRole('article')
        .filter((article) => article.getAttribute('aria-label') !== 'Karim')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Nadia', 'Omar']);
  });

  it('tells signed-out visitors to sign in, with a link to /connexion, and shows no form toggle', async () => {
    show('article');
    await screen.findByRole('heading', { name: 'Commentaires (3)' });
    screen.getByText(/Connectez-vous pour laisser un commentaire/);
    expect(screen.queryByRole('button', { name: 'Laisser un commentaire' })).toBeNull();
    expect(screen.queryByTestId('rating-summary')).toBeNull();
    // signed in, the visitor comes back to the page they were reading
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/connexion?retour=%2Fproduit%2Fp1',
    );
    await user().click(screen.getByRole('link', { name: 'Se connecter' }));
    await screen.findByText('Page de connexion');
  });

  it('counts a helpful vote once per comment and remembers it locally', async () => {
    show();
    const u = user();
    const helpful = await screen.findByRole('button', { name: 'Utile (2)' });
    await u.click(helpful);
    const voted = screen.getByRole('button', { name: 'Utile (3)' });
    expect((voted as HTMLButtonElement).disabled).toBe(true);
    await u.click(voted);
    screen.getByRole('button', { name: 'Utile (3)' });
    expect(JSON.parse(window.localStorage.getItem(HELPFUL_STORAGE_KEY) ?? '[]')).toEqual(['c-top']);
    expect(api.requests.every((request) => request.method === 'GET')).toBe(true);
  });
});

describe('CommentsSection form', { timeout: 20_000 }, () => {
  it('keeps submit disabled under 10 characters and says why', async () => {
    api = cms();
    signInDemo();
    show();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Donner votre avis' }));
    const submit = screen.getByRole('button', { name: 'Publier' });
    await u.type(screen.getByLabelText('Votre commentaire'), 'Trop court');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await u.clear(screen.getByLabelText('Votre commentaire'));
    await u.type(screen.getByLabelText('Votre commentaire'), ' court   ');
    await u.tab();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Le commentaire doit contenir au moins 10 caractères.',
    );
  });

  it('requires a rating on a top-level product review, then posts it with the rating', async () => {
    const posted: ApiRequest[] = [];
    api = cms((request) => {
      if (request.method !== 'POST') return undefined;
      posted.push(request);
      return {
        status: 201,
        body: {
          data: cmsComment('c-new', {
            rating: 4,
            comment: 'Très bonne borne, je recommande.',
            createdAt: '2026-04-01T10:00:00.000Z',
          }),
        },
      };
    });
    signInDemo();
    show();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Donner votre avis' }));
    await u.type(screen.getByLabelText('Votre commentaire'), 'Très bonne borne, je recommande.');
    await u.click(screen.getByRole('button', { name: 'Publier' }));
    expect(screen.getByRole('alert').textContent).toBe('Veuillez donner une note pour ce produit.');
    expect(posted).toHaveLength(0);

    await u.click(screen.getByRole('radio', { name: '4 sur 5 — Satisfait' }));
    // the rating group's state machine takes the choice on its own turn
    await waitFor(() => expect(screen.getByTestId('rating-label').textContent).toBe('Satisfait'));
    await u.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({
      data: { targetType: 'product', targetId: 'p1', comment: 'Très bonne borne, je recommande.', rating: 4 },
    });
    await waitFor(() => expect(screen.queryByLabelText('Votre commentaire')).toBeNull());
  });

  it('posts a reply without a rating and shows the failure message when the CMS fails', async () => {
    const posted: ApiRequest[] = [];
    api = cms((request) => {
      if (request.method !== 'POST') return undefined;
      posted.push(request);
      return { status: 500, body: null };
    });
    signInDemo();
    show();
    const u = user();
    const [firstReply] = await screen.findAllByRole('button', { name: 'Répondre' });
    await u.click(firstReply as HTMLElement);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await u.type(screen.getByLabelText('Votre réponse'), 'Merci pour ce retour détaillé.');
    await u.click(screen.getByRole('button', { name: 'Publier la réponse' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Erreur lors de l'envoi du commentaire. Veuillez réessayer.",
    );
    expect(posted[0]?.body).toEqual({
      data: {
        targetType: 'product',
        targetId: 'p1',
        comment: 'Merci pour ce retour détaillé.',
        parentId: 'c-top',
      },
    });
  });
});

describe('a second review by the same shopper', () => {
  it('says it replaces the first before it is sent', async () => {
    const { CommentForm } = await import('./CommentForm');
    renderInShell(
      <CommentForm
        targetType="product"
        isSignedIn
        replacesRating={4}
        onSubmit={async () => {}}
        onDone={() => {}}
      />,
    );
    screen.getByText(
      'Vous avez déjà noté ce produit (4 sur 5) : publier un nouvel avis remplacera le précédent.',
    );
    screen.getByRole('button', { name: 'Remplacer mon avis' });
  });
});
