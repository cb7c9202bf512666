// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLoaderData } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListSearchParams } from './list-query';

function List() {
  const shownList = useLoaderData<string>();
  const { searchParams, pending, setSearchParams } = useListSearchParams();
  const picked = searchParams.getAll('f');
  const toggle = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.delete('f');
    const values = picked.includes(value) ? picked.filter((v) => v !== value) : [...picked, value];
    values.forEach((v) => next.append('f', v));
    setSearchParams(next);
  };
  return (
    <>
      {['a', 'b'].map((value) => (
        <label key={value}>
          <input type="checkbox" checked={picked.includes(value)} onChange={() => toggle(value)} />
          {value}
        </label>
      ))}
      <p>{pending ? 'pending' : `list ${shownList}`}</p>
    </>
  );
}

function setUp() {
  const releases: (() => void)[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        Component: List,
        loader: ({ request }) => {
          const list = new URL(request.url).searchParams.getAll('f').join('+') || 'all';
          if (list === 'all') return list;
          return new Promise<string>((resolve) => releases.push(() => resolve(list)));
        },
      },
    ],
    { initialEntries: ['/list'] },
  );
  return { router, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

describe('useListSearchParams', () => {
  it("shows the visitor's choices at once, and the list of the last one when it arrives", async () => {
    const { router, releaseAll } = setUp();
    render(<RouterProvider router={router} />);
    await screen.findByText('list all');
    fireEvent.click(screen.getByRole('checkbox', { name: 'a' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'b' }));
    expect(screen.getByRole('checkbox', { name: 'a' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'b' })).toHaveProperty('checked', true);
    screen.getByText('pending');
    await act(async () => releaseAll());
    await screen.findByText('list a+b');
    expect(router.state.location.search).toBe('?f=a&f=b');
  });

  it('Back to the earlier entry shows its own query, not the choice made there', async () => {
    const { router, releaseAll } = setUp();
    render(<RouterProvider router={router} />);
    await screen.findByText('list all');
    fireEvent.click(screen.getByRole('checkbox', { name: 'a' }));
    await act(async () => releaseAll());
    await screen.findByText('list a');
    await act(async () => router.navigate(-1));
    await screen.findByText('list all');
    expect(screen.getByRole('checkbox', { name: 'a' })).toHaveProperty('checked', false);
  });
});
