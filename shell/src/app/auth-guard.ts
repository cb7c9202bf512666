import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@chargemaroc/shared/routing/paths';
import { selectIsAuthenticated, sessionStore } from '@chargemaroc/shared/stores/session';

/** Where sign-in sends the visitor back to, kept in the sign-in page's URL. */
export const RETURN_TO_PARAM = 'retour';
/** Why the visitor was sent to sign in, when the sign-in page should say it. */
export const SIGN_IN_REASON_PARAM = 'motif';
export const SESSION_EXPIRED_REASON = 'session-expiree';

/** The sign-in page that comes back to `returnTo` (a path of this site) afterwards. */
export function signInPath(returnTo: string, reason?: typeof SESSION_EXPIRED_REASON): string {
  const params = new URLSearchParams({ [RETURN_TO_PARAM]: returnTo });
  if (reason) params.set(SIGN_IN_REASON_PARAM, reason);
  return paths.login.href(params);
}

/** The sign-in page's URL that comes back to `request`'s page afterwards. */
export function signInUrl(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return signInPath(pathname + search);
}

/** A protected page's loader: a signed-out visitor is sent to sign in (the session lives in the browser). */
export function guardLoader(loader?: (args: LoaderFunctionArgs) => unknown) {
  return (args: LoaderFunctionArgs) => {
    if (!selectIsAuthenticated(sessionStore.getState())) throw redirect(signInUrl(args.request));
    return loader ? loader(args) : null;
  };
}

const SITE = 'https://site.invalid';

/**
 * Only same-site paths are followed after sign-in. Browsers read a backslash as a slash and drop
 * tabs and line breaks from an address, so `/\host` and `/<tab>/host` name another host as `//host`
 * does: a path holding any of them is refused, and what is left must stay on this site.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if ([...value].some((character) => character === '\\' || character < ' ' || character === '\u007f'))
    return null;
  return new URL(value, SITE).origin === SITE ? value : null;
}
