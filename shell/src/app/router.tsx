import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../features/layout/AppLayout';
import { RequireAuth } from '../features/auth/RequireAuth';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { WelcomePage } from '../features/auth/WelcomePage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import { remoteRoutes, routeAliases } from './route-table';
import { UnauthorizedRedirect } from './UnauthorizedRedirect';

function protect(element: React.ReactElement, requiresAuth = false) {
  return requiresAuth ? <RequireAuth>{element}</RequireAuth> : element;
}

const children: RouteObject[] = [
  ...remoteRoutes.map((route): RouteObject => ({
    path: route.path,
    element: protect(<RemotePage remote={route.remote} module={route.module} />, route.requiresAuth),
  })),
  { path: '/connexion', element: <LoginPage /> },
  { path: '/inscription', element: <RegisterPage /> },
  { path: '/mot-de-passe-oublie', element: <ForgotPasswordPage /> },
  { path: '/reinitialiser-mot-de-passe', element: <ResetPasswordPage /> },
  { path: '/bienvenue', element: protect(<WelcomePage />, true) },
  ...Object.entries(routeAliases).map(([from, to]): RouteObject => ({
    path: from,
    element: <Navigate to={to} replace />,
  })),
  { path: '*', element: <NotFoundPage /> },
];

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: (
        <>
          <UnauthorizedRedirect />
          <AppLayout />
        </>
      ),
      children,
    },
  ]);
}
