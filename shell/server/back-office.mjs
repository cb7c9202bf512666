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

/** The back office on the shop's origin: proxied to the CMS, under the origin's security headers. */
export function backOffice(cmsUrl) {
  return apiProxy(cmsUrl, {}, { ownHeaders: SECURITY_HEADERS });
}
