/** The header's parts that load on first use: the dropdown menus and the mobile menu's drawer. */
export const loadNavMenuPanel = () => import('./NavMenuPanel');
export const loadUserMenuPanel = () => import('./UserMenuPanel');
export const loadMobileMenuDrawer = () => import('./MobileMenuDrawer');

/** All of them at once (tests load them up front, so no test waits for the first transform). */
export const loadHeaderLazyParts = () =>
  Promise.all([loadNavMenuPanel(), loadUserMenuPanel(), loadMobileMenuDrawer()]);
