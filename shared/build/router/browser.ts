/**
 * What the page's one shared copy of React Router holds in the browser. Module Federation shares
 * 'react-router-dom' as this module (see ../federation.mjs): a shared module keeps every export and
 * is never tree-shaken, so sharing the package itself shipped all of it (the server runtime, RSC,
 * cookies and sessions) in every first load. Here only what the product uses is re-exported, and
 * the rest of the package is shaken out. `router-exports.test.ts` fails when code imports a name
 * that is missing here.
 */
export {
  Form,
  Link,
  NavLink,
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  data,
  generatePath,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
