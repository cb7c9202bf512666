/**
 * Shared modules the sections use and the shell's own screens do not. Naming them here puts the
 * shell's copies in the share scope (as lazy chunks, nothing loads until a section asks), so a
 * section takes the shell's copy, whose dependencies (the validation library, the French messages)
 * the page already has, instead of downloading its own.
 */
export const sectionSharedModules = {
  'contracts/comment': () => import('@chargemaroc/shared/contracts/comment'),
  'contracts/product': () => import('@chargemaroc/shared/contracts/product'),
  'contracts/strapi': () => import('@chargemaroc/shared/contracts/strapi'),
  'contracts/wishlist': () => import('@chargemaroc/shared/contracts/wishlist'),
  'data/use-async': () => import('@chargemaroc/shared/data/use-async'),
  'domain/cart-rules': () => import('@chargemaroc/shared/domain/cart-rules'),
  'domain/comparison': () => import('@chargemaroc/shared/domain/comparison'),
  'domain/installation-estimate': () => import('@chargemaroc/shared/domain/installation-estimate'),
  'domain/pricing': () => import('@chargemaroc/shared/domain/pricing'),
  'domain/similarity': () => import('@chargemaroc/shared/domain/similarity'),
  // the design system: one Chakra (one provider context) in the page, the shell's, whichever entry a
  // section imports; the shell's own screens use only ui/layout, ui/fields, ui/checkbox, ui/icons
  ui: () => import('@chargemaroc/shared/ui'),
  'ui/forms': () => import('@chargemaroc/shared/ui/forms'),
  'ui/menu': () => import('@chargemaroc/shared/ui/menu'),
  'ui/drawer': () => import('@chargemaroc/shared/ui/drawer'),
  'ui/overlays': () => import('@chargemaroc/shared/ui/overlays'),
} as const;
