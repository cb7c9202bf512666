/**
 * The product's one Chakra system: the base config plus only the recipes of the components the
 * frame and most screens use, so unused component styles never ship. Section-only families carry
 * their own recipe instead (./own-recipe.ts): it ships with their entry, not with every page.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss as baseGlobalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandPalettes, systemFontStack } from './tokens';

/**
 * Chakra's palettes no screen, recipe or status uses (kept: gray for the neutrals; red, green, orange
 * and blue for statuses, alerts and badges). Colour tokens are most of createSystem's time.
 */
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink', 'whiteAlpha'];

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

/** The product has no dark mode: every semantic token keeps only its light value. */
function lightOnly<T>(node: T): T {
  if (node === null || typeof node !== 'object') return node;
  const value = (node as { value?: unknown }).value;
  if (value !== null && typeof value === 'object' && '_light' in value) {
    return { ...node, value: (value as { _light: unknown })._light };
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

function paletteTokens(palette: Record<string | number, string>) {
  return Object.fromEntries(Object.entries(palette).map(([step, value]) => [step, { value }]));
}

/** The semantic keys Chakra recipes read through `colorPalette`. */
function paletteSemantics(name: string) {
  const ref = (step: number) => `{colors.${name}.${step}}`;
  return {
    solid: { value: { _light: ref(600), _dark: ref(500) } },
    contrast: { value: { _light: 'white', _dark: 'white' } },
    fg: { value: { _light: ref(700), _dark: ref(300) } },
    muted: { value: { _light: ref(200), _dark: ref(800) } },
    subtle: { value: { _light: ref(100), _dark: ref(900) } },
    emphasized: { value: { _light: ref(300), _dark: ref(700) } },
    focusRing: { value: { _light: ref(600), _dark: ref(400) } },
    border: { value: { _light: ref(500), _dark: ref(400) } },
  };
}

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...baseGlobalCss,
    html: { color: 'fg', bg: 'bg', lineHeight: '1.5', colorPalette: 'charge' },
    body: { fontFamily: 'body' },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: {
        ...withoutUnusedPalettes(tokens.colors),
        charge: paletteTokens(brandPalettes.charge),
        accent: paletteTokens(brandPalettes.accent),
      },
      fonts: {
        heading: { value: systemFontStack },
        body: { value: systemFontStack },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        charge: paletteSemantics('charge'),
        accent: paletteSemantics('accent'),
      },
    }),
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

let created: SystemContext | undefined;

/**
 * The product's system, created at its first use rather than when this module is evaluated (the
 * browser's start-up creates it beforehand, in steps: `prepareProductSystem`).
 */
export function productSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, config);
  return created;
}

type CreateInSteps = (
  nextStep: () => Promise<void>,
  ...configs: Parameters<typeof createSystem>
) => Promise<SystemContext>;

/**
 * Creates the product's system one part per step (`nextStep` between them), where the browser
 * builds give Chakra's createSystem its `inSteps` (shared/build/chakra-system-in-steps-loader.cjs):
 * at once, it was the start-up's longest task. Elsewhere (Node, tests) it is created at once.
 */
export async function prepareProductSystem(nextStep: () => Promise<void>): Promise<SystemContext> {
  const inSteps = (createSystem as typeof createSystem & { inSteps?: CreateInSteps }).inSteps;
  if (!created && inSteps) {
    const system = await inSteps(nextStep, defaultBaseConfig, config);
    created ??= system;
  }
  return productSystem();
}

/** Recipe keys in the system: a component whose recipe is missing renders unstyled. */
export const RECIPE_KEYS = Object.keys(config.theme?.recipes ?? {});
export const SLOT_RECIPE_KEYS = Object.keys(config.theme?.slotRecipes ?? {});
