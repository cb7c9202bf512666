import { apiProxy } from './api-proxy.mjs';

/**
 * What the back office (Strapi's admin, at /admin) asks the CMS for: its pages and scripts, its own
 * API under /admin, and the admin API of the plugins it shows (content manager, media library,
 * locales, roles, content types, mail settings, releases and review workflows).
 */
export const BACK_OFFICE_PATHS = [
  '/admin',
  '/content-manager',
  '/content-type-builder',
  '/upload',
  '/i18n',
  '/users-permissions',
  '/email',
  '/content-releases',
  '/review-workflows',
];

/** The security headers every answer of the origin carries: the back office's are the origin's too. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'x-content-type-options',
];

/**
 * A product owner's version switch answers once its checks ran (a server render of the section's
 * routes: seconds, more on a loaded machine); a shopper's API call is never this long.
 */
const BACK_OFFICE_TIMEOUT_MS = 120_000;

/** The back office on the shop's origin: proxied to the CMS, under the origin's security headers. */
export function backOffice(cmsUrl) {
  return apiProxy(cmsUrl, { timeoutMs: BACK_OFFICE_TIMEOUT_MS }, { ownHeaders: SECURITY_HEADERS });
}
