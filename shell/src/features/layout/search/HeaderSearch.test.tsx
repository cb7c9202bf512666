// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchAnswer } from '@chargemaroc/shared/contracts/search';
import { currentLocation, renderRoute } from '../../testing/render-route';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { HeaderSearch, loadSearchCombobox } from './HeaderSearch';

beforeAll(async () => {
  await loadSearchCombobox();
  // typing waits for a pause before asking: slower than the default second on a busy machine
  configure({ asyncUtilTimeout: 5000 });
});

const counts = { product: 2, vehicle: 0, article: 0, station: 1, help: 0 };
const cableAnswer: SearchAnswer = {
  query: 'cable',
  total: 3,
  counts,
  suggestion: null,
  groups: [
    {
      kind: 'product',
      count: 2,
      results: [
        {
          kind: 'product',
          id: 'p1',
          title: 'Câble Type 2 32 A',
          url: '/produit/p1',
          price: 1290,
          city: null,
          detail: 'Mennekes',
          highlights: [[0, 5]],
        },
        {
          kind: 'product',
          id: 'p2',
          title: 'Support de câble',
          url: '/produit/p2',
          price: null,
          city: null,
          detail: null,
          highlights: [[11, 16]],
        },
      ],
    },
    {
      kind: 'station',
      count: 1,
      results: [
        {
          kind: 'station',
          id: 's1',
          title: 'Borne du Câble',
          url: '/carte-bornes?station=7',
          price: null,
          city: 'Casablanca',
          detail: null,
          highlights: [],
        },
      ],
    },
  ],
};

function setUp() {
  const api = answerApi((request) =>
    request.method === 'GET' && request.path === '/search/suggest'
      ? { status: 200, body: cableAnswer }
      : undefined,
  );
  renderRoute(<HeaderSearch />, { at: '/boutique', path: '*' });
  return { api, box: () => screen.getByRole('combobox', { name: 'Rechercher sur le site' }) };
}

describe('HeaderSearch', { timeout: 20_000 }, () => {
  it('is a plain search form until focused: it sends GET /recherche?q= without JavaScript', () => {
    renderRoute(<HeaderSearch />);
    const form = screen.getByRole('search', { name: 'Rechercher sur le site' });
    expect(form.getAttribute('action')).toBe('/recherche');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('searchbox', { name: 'Rechercher sur le site' }).getAttribute('name')).toBe('q');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('becomes a combobox on focus and lists the results of each kind, matched parts marked, with a count announced', async () => {
    const user = userEvent.setup();
    const { api } = setUp();
    await user.click(screen.getByRole('searchbox', { name: 'Rechercher sur le site' }));
    await user.keyboard('cable');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions de recherche' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    expect(api.requests.at(-1)?.query).toBe('q=cable');
    within(listbox).getByRole('group', { name: 'Produits (2)' });
    within(listbox).getByRole('group', { name: 'Stations (1)' });
    const first = within(listbox).getAllByRole('option')[0]!;
    expect(first.querySelector('mark')?.textContent).toBe('Câble');
    expect(first.textContent).toMatch(/1\.290,00\sMAD/);
    within(listbox).getByRole('option', { name: /Casablanca/ });
    within(listbox).getByRole('option', { name: 'Voir tous les résultats pour « cable »' });
    expect(within(screen.getByRole('search')).getByRole('status').textContent).toBe(
      '3 suggestion(s) : parcourez-les avec les flèches, Entrée pour ouvrir.',
    );
    const box = screen.getByRole('combobox', { name: 'Rechercher sur le site' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
  });

  it('moves through the options with the arrows (wrapping) and opens the active one with Enter', async () => {
    const user = userEvent.setup();
    const { box } = setUp();
    await user.click(screen.getByRole('searchbox', { name: 'Rechercher sur le site' }));
    await user.keyboard('cable');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await user.keyboard('{ArrowDown}');
    const options = () => screen.getAllByRole('option');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[3]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation().path).toBe('/carte-bornes?station=7'));
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('sends Enter without an active option to the results page, and Escape closes then empties', async () => {
    const user = userEvent.setup();
    const { box } = setUp();
    await user.click(screen.getByRole('searchbox', { name: 'Rechercher sur le site' }));
    await user.keyboard('cable');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect((box() as HTMLInputElement).value).toBe('cable');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation().path).toBe('/recherche?q=cable'));
    await user.click(box());
    // back in the box the list opens again: Escape closes it, then empties the box
    await user.keyboard('{Escape}{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('opens a result chosen with the pointer', async () => {
    const user = userEvent.setup();
    setUp();
    await user.click(screen.getByRole('searchbox', { name: 'Rechercher sur le site' }));
    await user.keyboard('cable');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    const support = screen.getAllByRole('option')[1]!;
    expect(support.textContent).toBe('Support de câble');
    await user.click(support);
    await waitFor(() => expect(currentLocation().path).toBe('/produit/p2'));
  });

  it('keeps what was typed before its code arrived', async () => {
    const user = userEvent.setup();
    setUp();
    const input = screen.getByRole('searchbox', { name: 'Rechercher sur le site' }) as HTMLInputElement;
    input.value = 'cab';
    await user.click(input);
    await user.keyboard('le');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(input.value).toBe('cable');
  });
});
