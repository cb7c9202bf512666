/**
 * The frame's parts that load on first use: the dropdown menus, the mobile menu's drawer and the
 * back-to-top button.
 */
export const loadNavMenuPanel = () => import('./NavMenuPanel');
export const loadUserMenuPanel = () => import('./UserMenuPanel');
export const loadMobileMenuDrawer = () => import('./MobileMenuDrawer');
export const loadBackToTopButton = () => import('./BackToTopButton');

/** All of them at once (tests load them up front, so no test waits for the first transform). */
export const loadHeaderLazyParts = () =>
  Promise.all([loadNavMenuPanel(), loadUserMenuPanel(), loadMobileMenuDrawer()]);
