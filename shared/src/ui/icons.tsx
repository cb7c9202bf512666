/**
 * The product's icons, drawn inline (no icon library, no request). Decorative by default
 * (`aria-hidden`); pass `title` when the icon alone carries meaning.
 */
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; defaults to the surrounding font size. */
  size?: number | string;
  /** An accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

/** An icon component from its shapes: stroked in the text's colour, or filled. */
export function createIcon(displayName: string, shapes: ReactNode, filled = false): IconComponent {
  const Icon = ({ size = '1em', title, ...rest }: IconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {shapes}
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

export const CartIcon = createIcon(
  'CartIcon',
  <>
    <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.76L20 8H6.2" />
    <circle cx="9.5" cy="19" r="1.5" />
    <circle cx="17" cy="19" r="1.5" />
  </>,
);

export const HeartIcon = createIcon(
  'HeartIcon',
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
);

export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);

export const MenuIcon = createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);

export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);

export const ArrowUpIcon = createIcon('ArrowUpIcon', <path d="M12 19V5M6 11l6-6 6 6" />);

export const FacebookIcon = createIcon(
  'FacebookIcon',
  <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8.5A.5.5 0 0 1 14 8z" />,
  true,
);

export const InstagramIcon = createIcon(
  'InstagramIcon',
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </>,
);

export const LinkedinIcon = createIcon(
  'LinkedinIcon',
  <>
    <rect x="4" y="9.5" width="3.2" height="10.5" rx="0.5" />
    <circle cx="5.6" cy="5.6" r="1.9" />
    <path d="M10 9.5h3v1.6c.6-1 1.8-1.9 3.5-1.9 2.4 0 3.5 1.5 3.5 4.3V20h-3.2v-5.8c0-1.4-.5-2.2-1.7-2.2-1.3 0-1.9 1-1.9 2.3V20H10z" />
  </>,
  true,
);

export const YoutubeIcon = createIcon(
  'YoutubeIcon',
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
    <path d="M10 9v6l5-3z" fill="currentColor" />
  </>,
);

export const BoltIcon = createIcon('BoltIcon', <path d="M13.5 2.5L5 13.5h6l-1 8 8.5-11h-6z" />);
