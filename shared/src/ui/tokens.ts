/**
 * Brand colours. Text and solid fills use the 600 step and darker, which pass WCAG AA (4.5:1)
 * on white and on the 50/100 tints (see tokens.test.ts).
 */
export const brandPalettes = {
  /** The brand green, 'charge'. */
  charge: {
    50: '#E8F5EF',
    100: '#C7E8D8',
    200: '#9AD5BA',
    300: '#63BE97',
    400: '#33A176',
    500: '#128A5F',
    600: '#0B7A53',
    700: '#08623F',
    800: '#064C31',
    900: '#043823',
    950: '#022416',
  },
  /** A warm terracotta for promotions and highlights. */
  accent: {
    50: '#FFF4EC',
    100: '#FFE1CC',
    200: '#FFC199',
    300: '#FF9B5E',
    400: '#F77A30',
    500: '#E0601A',
    600: '#B94A0F',
    700: '#953B0C',
    800: '#722D09',
    900: '#521F06',
    950: '#331303',
  },
} as const;

export type BrandPalette = keyof typeof brandPalettes;

/** The system font stack: no web font to download. */
export const systemFontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** WCAG relative-luminance contrast ratio between two '#RRGGBB' colours. */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
      .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
