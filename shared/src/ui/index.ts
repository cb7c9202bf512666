/**
 * The design system: the only way apps reach Chakra. Each component listed here has its recipe in
 * ./system.ts; add both together. Components are grouped by weight, and each group is an entry of
 * its own (`@chargemaroc/shared/ui/layout`, `/fields`, `/checkbox`, `/forms`, `/menu`, `/drawer`, `/overlays`,
 * `/icons`, `/toaster`, `/provider`): a screen that imports this index loads every group.
 */
// Each group lists its Chakra components once, in its own file.
export * from './layout';
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
  CloseIcon,
  FacebookIcon,
  HeadsetIcon,
  HeartIcon,
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  PhoneIcon,
  SearchIcon,
  ShieldIcon,
  StarIcon,
  UserIcon,
  YoutubeIcon,
  type IconProps,
} from './icons';
