/**
 * The design system: the only way apps reach Chakra. Each component listed here has its recipe in
 * ./system.ts; add both together. Components are grouped by weight (layout, forms, overlays) so the
 * groups can become entries of their own.
 */
// Each group lists its Chakra components once, in its own file.
export * from './layout';
export * from './forms';
export * from './overlays';

export type {
  BoxProps,
  ButtonProps,
  CardRootProps,
  FlexProps,
  HTMLChakraProps,
  HeadingProps,
  IconButtonProps,
  ImageProps,
  InputProps,
  LinkProps,
  StackProps,
  SystemStyleObject,
  TextProps,
} from '@chakra-ui/react';

export { UiProvider } from './provider';
export { AppToaster, TOAST_DURATION_MS, notify, toaster } from './toaster';
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
