/**
 * Shared modules the sections use and the shell's own screens do not. Naming them here puts the
 * shell's copies in the share scope (as lazy chunks, nothing loads until a section asks), so a
 * section takes the shell's copy, whose dependencies (the validation library, the French messages)
 * the page already has, instead of downloading its own.
 */
export const sectionSharedModules = {
  'contracts/blog': () => import('@chargemaroc/shared/contracts/blog'),
  'contracts/cart': () => import('@chargemaroc/shared/contracts/cart'),
  'contracts/comment': () => import('@chargemaroc/shared/contracts/comment'),
  'contracts/company': () => import('@chargemaroc/shared/contracts/company'),
  'contracts/faq': () => import('@chargemaroc/shared/contracts/faq'),
  'contracts/legal': () => import('@chargemaroc/shared/contracts/legal'),
  'contracts/order': () => import('@chargemaroc/shared/contracts/order'),
  'contracts/product': () => import('@chargemaroc/shared/contracts/product'),
  'contracts/station': () => import('@chargemaroc/shared/contracts/station'),
  'contracts/strapi': () => import('@chargemaroc/shared/contracts/strapi'),
  'contracts/vehicle': () => import('@chargemaroc/shared/contracts/vehicle'),
  'contracts/wishlist': () => import('@chargemaroc/shared/contracts/wishlist'),
  'data/use-async': () => import('@chargemaroc/shared/data/use-async'),
  'data/use-hydrated': () => import('@chargemaroc/shared/data/use-hydrated'),
  'data/use-near-viewport': () => import('@chargemaroc/shared/data/use-near-viewport'),
  'domain/cart-rules': () => import('@chargemaroc/shared/domain/cart-rules'),
  'domain/charging-simulator': () => import('@chargemaroc/shared/domain/charging-simulator'),
  'domain/comparison': () => import('@chargemaroc/shared/domain/comparison'),
  'domain/installation-estimate': () => import('@chargemaroc/shared/domain/installation-estimate'),
  'domain/orders': () => import('@chargemaroc/shared/domain/orders'),
  'domain/pricing': () => import('@chargemaroc/shared/domain/pricing'),
  'domain/ratings': () => import('@chargemaroc/shared/domain/ratings'),
  'domain/similarity': () => import('@chargemaroc/shared/domain/similarity'),
  'federation/exposed-module': () => import('@chargemaroc/shared/federation/exposed-module'),
  // the whole catalogue: the shell's screens read only its core (messages/core)
  messages: () => import('@chargemaroc/shared/messages'),
  'format/limited-html': () => import('@chargemaroc/shared/format/limited-html'),
  'routing/list-query': () => import('@chargemaroc/shared/routing/list-query'),
  'routing/loader-context': () => import('@chargemaroc/shared/routing/loader-context'),
  'routing/route-errors': () => import('@chargemaroc/shared/routing/route-errors'),
  'routing/section-route': () => import('@chargemaroc/shared/routing/section-route'),
  'stores/installation-photos': () => import('@chargemaroc/shared/stores/installation-photos'),
  // the design system: one Chakra (one provider context) in the page, the shell's, whichever entry a
  // section imports (a family, or one heavy component's own entry); the shell's own screens use only
  // ui/layout, ui/native-field, ui/checkbox, ui/icons
  ui: () => import('@chargemaroc/shared/ui'),
  'ui/content': () => import('@chargemaroc/shared/ui/content'),
  'ui/fields': () => import('@chargemaroc/shared/ui/fields'),
  // the shell's forms fetch it too, when a refusal comes (app/reveal-refusal)
  'ui/reveal-error': () => import('@chargemaroc/shared/ui/reveal-error'),
  'ui/forms': () => import('@chargemaroc/shared/ui/forms'),
  'ui/textarea': () => import('@chargemaroc/shared/ui/textarea'),
  'ui/menu': () => import('@chargemaroc/shared/ui/menu'),
  'ui/portal': () => import('@chargemaroc/shared/ui/portal'),
  'ui/drawer': () => import('@chargemaroc/shared/ui/drawer'),
  'ui/overlays': () => import('@chargemaroc/shared/ui/overlays'),
  'ui/avatar': () => import('@chargemaroc/shared/ui/avatar'),
  'ui/dialog': () => import('@chargemaroc/shared/ui/dialog'),
  'ui/comparison-tray': () => import('@chargemaroc/shared/ui/comparison-tray'),
  'ui/promo-code-box': () => import('@chargemaroc/shared/ui/promo-code-box'),
  'ui/list-toolbar': () => import('@chargemaroc/shared/ui/list-toolbar'),
  'ui/pagination': () => import('@chargemaroc/shared/ui/pagination'),
  'ui/order-summary': () => import('@chargemaroc/shared/ui/order-summary'),
  'ui/form-field': () => import('@chargemaroc/shared/ui/form-field'),
  'ui/page-header': () => import('@chargemaroc/shared/ui/page-header'),
  'ui/progress': () => import('@chargemaroc/shared/ui/progress'),
  'ui/native-select': () => import('@chargemaroc/shared/ui/native-select'),
  'ui/radio-group': () => import('@chargemaroc/shared/ui/radio-group'),
  'ui/slider': () => import('@chargemaroc/shared/ui/slider'),
  'ui/native-controls': () => import('@chargemaroc/shared/ui/native-controls'),
  'ui/section-icons': () => import('@chargemaroc/shared/ui/section-icons'),
} as const;
