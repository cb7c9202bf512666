import { act, type ComponentProps } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { UiProvider } from '@chargemaroc/shared/ui/provider';
import { directory } from '../../../testing/fixtures';
import { stationsLoader } from '../api/stations-loader';
import type * as StationCardModule from './StationCard';
import { StationsPage } from './StationsPage';

const cardRenders = vi.hoisted(() => ({ count: 0 }));
// hydrateRoot is called here directly (not through Testing Library, which says so itself)
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('./StationCard', async (importOriginal) => {
  const actual = await importOriginal<typeof StationCardModule>();
  function CountedStationCard(props: ComponentProps<typeof actual.StationCard>) {
    cardRenders.count += 1;
    return <actual.StationCard {...props} />;
  }
  return { ...actual, StationCard: CountedStationCard };
});

const routes: RouteObject[] = [{ path: '/carte-bornes', loader: stationsLoader, Component: StationsPage }];
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The page as the origin serves it, then hydrated in the browser as the shell does. */
async function serveAndHydrate() {
  answerApi(({ path }) => (path === '/ocm/poi' ? { status: 200, body: directory() } : undefined));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://site.test/carte-bornes'));
  if (context instanceof Response) throw new Error('the stations page redirected');
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <UiProvider>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </UiProvider>,
  );
  document.body.append(container);
  const router = createMemoryRouter(routes, {
    initialEntries: ['/carte-bornes'],
    hydrationData: { loaderData: context.loaderData },
  });
  cardRenders.count = 0;
  await act(async () => {
    root = hydrateRoot(
      container,
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>,
    );
  });
  // what the page does once hydrated (its effects, a load with nothing to load) has run
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return container;
}

// A card still waiting to hydrate (its own Suspense boundary) that the page hands new elements is
// hydrated at once, in a blocking task per card: the page must not render its cards again unasked.
it('hydrates each card once: the page does not render its cards again once hydrated', async () => {
  const container = await serveAndHydrate();
  const cards = container.querySelectorAll('article');
  expect(cards.length).toBe(directory().length);
  expect(cardRenders.count).toBe(cards.length);
});

it('keeps the cards as they are when the page renders for something else (the phone’s filters)', async () => {
  const container = await serveAndHydrate();
  const before = cardRenders.count;
  const toggle = [...container.querySelectorAll('button')].find(
    (button) => button.textContent === 'Afficher les filtres',
  );
  await act(async () => toggle?.click());
  expect(toggle?.getAttribute('aria-expanded')).toBe('true');
  expect(cardRenders.count).toBe(before);
});
