/**
 * The design system: the only way apps reach Chakra. Each component listed here has its recipe in
 * ./system.ts, or, for a section-only family, bound at its entry (./own-recipe.ts); add both together.
 * Components are grouped by weight, and each group is an entry of its own
 * (`@chargemaroc/shared/ui/layout`, `/content`, `/fields`, `/checkbox`, `/forms`, `/menu`, `/drawer`,
 * `/overlays`, `/icons`, `/section-icons`, `/toaster`, `/provider`): a screen that imports this index loads every group.
 */
// Each group lists its Chakra components once, in its own file.
export * from './layout';
export * from './content';
export * from './forms';
export * from './overlays';

export { UiProvider } from './provider';
export { AppToaster, TOAST_DURATION_MS, notify } from './toaster';
export type { ToastPayload } from '../bus/event-bus';
export { brandPalettes, contrastRatio, systemFontStack, type BrandPalette } from './tokens';
export {
  ArrowUpIcon,
  BoltIcon,
  CartIcon,
  ChevronDownIcon,
  FacebookIcon,
  HeartIcon,
  InstagramIcon,
  LinkedinIcon,
  MenuIcon,
  UserIcon,
  YoutubeIcon,
  type IconProps,
} from './icons';
export {
  CloseIcon,
  HeadsetIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  SearchIcon,
  ShieldIcon,
  StarIcon,
} from './section-icons';
