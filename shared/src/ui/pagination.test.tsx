import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from './provider';
import { Pagination, type PaginationProps } from './pagination';

function renderPagination(props: PaginationProps) {
  render(
    <UiProvider>
      <MemoryRouter>
        <Pagination {...props} />
      </MemoryRouter>
    </UiProvider>,
  );
  return screen.getByRole('navigation', { name: props.label });
}

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    render(
      <UiProvider>
        <Pagination label="Pages" page={1} pageCount={1} onPage={() => {}} />
      </UiProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('asks the list for a page by its buttons, a window of them around the current one', async () => {
    const onPage = vi.fn();
    const nav = renderPagination({ label: 'Pagination', page: 6, pageCount: 12, shown: 5, onPage });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 7' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Précédent' }));
    expect(onPage.mock.calls).toEqual([[7], [5]]);
  });

  it('disables the buttons that lead past an end', () => {
    const nav = renderPagination({ label: 'Pagination', page: 1, pageCount: 3, onPage: () => {} });
    expect((within(nav).getByRole('button', { name: 'Précédent' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(nav).getByRole('button', { name: 'Suivant' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('goes to the first and the last page by its edges', async () => {
    const onPage = vi.fn();
    const nav = renderPagination({
      label: 'Pages',
      page: 4,
      pageCount: 30,
      layout: 'edges',
      shown: 10,
      onPage,
    });
    await userEvent.click(within(nav).getByRole('button', { name: 'Dernière page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Première page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page suivante' }));
    expect(onPage.mock.calls).toEqual([[30], [1], [5]]);
  });

  it('links to each page and leaves out a step past the end', () => {
    const nav = renderPagination({
      label: 'Blog',
      page: 3,
      pageCount: 3,
      hrefOf: (page) => `/blog?page=${page}`,
    });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/blog?page=2');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Précédent' }).getAttribute('href')).toBe('/blog?page=2');
    expect(within(nav).queryByRole('link', { name: 'Suivant' })).toBeNull();
  });

  it('sums the pages up between previous and next', () => {
    const nav = renderPagination({
      label: 'Commandes',
      page: 1,
      pageCount: 4,
      layout: 'summary',
      hrefOf: (page) => `/compte/commandes?page=${page}`,
    });
    expect(nav.textContent).toContain('Page 1 sur 4');
    expect(within(nav).queryByRole('link', { name: /Page \d/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Suivant' }).getAttribute('href')).toBe(
      '/compte/commandes?page=2',
    );
  });
});
