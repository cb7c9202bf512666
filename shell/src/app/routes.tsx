import { data, generatePath, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { SectionRoute } from '@chargemaroc/shared/routing/section-route';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { SectionErrorPage, SectionLoadFailed } from '../features/errors/SectionErrorPage';
import { SectionUnavailablePage } from '../features/errors/SectionUnavailablePage';
import { HydratingPagePlaceholder, ServerPagePlaceholder, afterHydration } from '../remotes/PagePlaceholder';
import type { RemoteEntry } from '../remotes/remotes-config';
import { loadSectionRoute } from '../remotes/section-routes';
import { AppFrame } from './AppFrame';
import { guardLoader } from './auth-guard';
import { remoteRoutes, routeAliases, shellPaths, type RemoteRoute } from './route-table';

// The sign-in screens are loaded by their own routes (the sign-in page's code is also fetched ahead for
// a signed-out visitor once the page responds: ./sign-in-preload.ts).
export const loadLoginPage = () => import(/* webpackChunkName: "sign-in" */ '../features/auth/LoginPage');
const loginPage = async () => ({ Component: (await loadLoginPage()).LoginPage });
const registerPage = async () => ({
  Component: (await import('../features/auth/RegisterPage')).RegisterPage,
});
const forgotPasswordPage = async () => ({
  Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
});
const resetPasswordPage = async () => ({
  Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage,
});
// signed-in like a section's protected page: kept as the server drew it until hydrated (no #418)
const welcomePage = async () => ({
  Component: afterHydration((await import('../features/auth/WelcomePage')).WelcomePage),
});

/** Which side the routes are for: the server cannot see the session, so protected pages are the browser's. */
export type RenderSide = 'server' | 'browser';

function sectionUnavailable(): never {
  throw data(null, { status: 503 });
}

/** Loads the route object from its remote; never rejects, or the server would render an empty root. */
function lazySection(entry: RemoteRoute) {
  return async (): Promise<Omit<SectionRoute, 'Component'> & Pick<RouteObject, 'Component'>> => {
    try {
      const route = await loadSectionRoute(entry.remote, entry.route);
      return {
        loader: route.loader,
        Component: route.Component,
        ErrorBoundary: route.ErrorBoundary ?? SectionErrorPage,
        Placeholder: route.Placeholder,
        handle: route.handle,
      };
    } catch (error) {
      console.error(
        `The ${entry.remote} section could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
      // the server answers 503 with the section's fallback; a browser that cannot load the code of a
      // page the server did render shows the same fallback in its place
      return { loader: sectionUnavailable, Component: SectionLoadFailed, ErrorBoundary: SectionErrorPage };
    }
  };
}

function sectionRoute(entry: RemoteRoute, enabled: boolean, side: RenderSide): RouteObject {
  const base = { id: `${entry.remote}/${entry.route}`, path: entry.path };
  if (!enabled) return { ...base, Component: SectionUnavailablePage };
  if (!entry.requiresAuth) return { ...base, lazy: lazySection(entry) };
  // A protected page is rendered by the browser, which knows the session: the server sends the
  // frame with the page's placeholder (or the loading state), which the browser keeps while it
  // checks and loads.
  const load = lazySection(entry);
  if (side === 'server') {
    return {
      ...base,
      lazy: async () => {
        const { Placeholder } = await load();
        return { Component: () => <ServerPagePlaceholder Placeholder={Placeholder} /> };
      },
    };
  }
  return {
    ...base,
    HydrateFallback: HydratingPagePlaceholder,
    lazy: async () => {
      const { loader, Component, ErrorBoundary, handle } = await load();
      return {
        Component: Component ? afterHydration(Component) : Component,
        ErrorBoundary,
        handle,
        loader: guardLoader(loader as ((args: LoaderFunctionArgs) => unknown) | undefined),
      };
    },
  };
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** The product's routes: the frame, the sections' pages from the remotes file, the shell's own pages. */
export function createRoutes({
  remotes,
  side,
}: {
  remotes: readonly RemoteEntry[];
  side: RenderSide;
}): RouteObject[] {
  const enabled = new Set(remotes.filter((entry) => entry.enabled).map((entry) => entry.name));
  const welcome: RouteObject =
    side === 'server'
      ? { path: shellPaths.welcome, Component: ServerPagePlaceholder }
      : {
          path: shellPaths.welcome,
          loader: guardLoader(),
          lazy: welcomePage,
          HydrateFallback: HydratingPagePlaceholder,
        };
  return [
    {
      id: 'frame',
      Component: AppFrame,
      children: [
        ...remoteRoutes.map((entry) => sectionRoute(entry, enabled.has(entry.remote), side)),
        { path: shellPaths.login, lazy: loginPage },
        { path: shellPaths.register, lazy: registerPage },
        { path: shellPaths.forgotPassword, lazy: forgotPasswordPage },
        { path: shellPaths.resetPassword, lazy: resetPasswordPage },
        welcome,
        ...Object.entries(routeAliases).map(
          // an alias may carry parameters ('/vehicule/:id' → '/vehicule-electrique/:id')
          ([from, to]): RouteObject => ({
            path: from,
            loader: ({ params }) => redirect(generatePath(to, params), 301),
          }),
        ),
        { path: '*', loader: notFound, Component: NotFoundPage, ErrorBoundary: NotFoundPage },
      ],
    },
  ];
}
