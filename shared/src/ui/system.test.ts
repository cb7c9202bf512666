import fs from 'node:fs';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { OWN_RECIPE } from './own-recipe';
import { RECIPE_KEYS, SLOT_RECIPE_KEYS, productSystem } from './system';

const system = productSystem();
import { brandPalettes, contrastRatio } from './tokens';

/** Chakra components styled by another component's recipe (or by several). */
const RECIPES_OF: Record<string, string[]> = {
  // the toaster's lazily loaded region (./toast-region.tsx) passes Chakra's toast recipe itself
  AppToaster: [],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button', 'icon'],
  IconButton: ['button'],
  // the native field reads the system's field and input recipes (./native-field.tsx)
  NativeField: ['field'],
  NativeInput: ['input'],
  RadioGroup: ['radioGroup', 'radiomark'],
  SkeletonCircle: ['skeleton'],
  SkeletonText: ['skeleton'],
};

const chakraRecipeByKey: Record<string, object> = {
  ...defaultConfig.theme?.recipes,
  ...defaultConfig.theme?.slotRecipes,
};
const chakraRecipes = new Set(Object.keys(chakraRecipeByKey));

/** The recipes Chakra styles a component with, by its exported name (`NativeSelect` → nativeSelect). */
function recipesOf(name: string): string[] {
  const own = name.charAt(0).toLowerCase() + name.slice(1);
  return (RECIPES_OF[name] ?? [own]).filter((key) => chakraRecipes.has(key));
}

/** Every name the design system's modules export, with its value, whichever file a family lives in. */
async function designSystemExportEntries(): Promise<[string, unknown][]> {
  const files = fs
    .readdirSync(new URL('.', import.meta.url))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const modules = await Promise.all(
    files.map((file) => import(/* @vite-ignore */ new URL(file, import.meta.url).href) as Promise<object>),
  );
  return modules.flatMap((module) => Object.entries(module));
}

async function designSystemExports(): Promise<string[]> {
  return [...new Set((await designSystemExportEntries()).map(([name]) => name))];
}

/** The recipes a component, or the parts of a family, carry themselves (./own-recipe.ts). */
function ownRecipesOf(value: unknown): unknown[] {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return [];
  const parts = [value, ...Object.values(value)] as Partial<Record<symbol, unknown>>[];
  return parts.map((part) => part?.[OWN_RECIPE]).filter(Boolean);
}

describe('design system', () => {
  it('carries every step of the brand palettes and the system font stack', () => {
    for (const [name, palette] of Object.entries(brandPalettes)) {
      for (const [step, value] of Object.entries(palette)) {
        expect(system.token(`colors.${name}.${step}`), `${name}.${step}`).toBe(value);
      }
    }
    expect(system.token('fonts.body')).toMatch(/^system-ui/);
  });

  it('gives every exported component the recipe Chakra styles it with, in the system or its own', async () => {
    const exported = await designSystemExportEntries();
    const needed = exported.flatMap(([name, value]) => recipesOf(name).map((key) => ({ name, value, key })));
    expect(needed.length).toBeGreaterThan(10);
    for (const { name, value, key } of needed) {
      const inSystem = system.isRecipe(key) || system.isSlotRecipe(key);
      const wanted = JSON.stringify(chakraRecipeByKey[key]);
      const carried = ownRecipesOf(value).some((own) => JSON.stringify(own) === wanted);
      expect(inSystem || carried, `${name} needs the ${key} recipe`).toBe(true);
    }
  });

  it('leaves out of the system the recipes of the families that carry their own', async () => {
    const bound = (await designSystemExportEntries()).filter(([, value]) => ownRecipesOf(value).length);
    expect(bound.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Table', 'Card', 'Slider', 'Dialog', 'RadioGroup', 'Textarea']),
    );
    for (const [name] of bound) {
      for (const key of recipesOf(name)) {
        expect(system.isRecipe(key) || system.isSlotRecipe(key), key).toBe(false);
      }
    }
  });

  it('ships no recipe that no exported component uses', async () => {
    const used = new Set((await designSystemExports()).flatMap(recipesOf));
    for (const key of [...RECIPE_KEYS, ...SLOT_RECIPE_KEYS]) {
      expect(used.has(key), `the ${key} recipe is unused`).toBe(true);
    }
  });

  it('fills solid buttons with the brand green through the colour palette', () => {
    const button = system.cva(system.getRecipe('button')!);
    expect(JSON.stringify(button({ variant: 'solid' }))).toContain(
      'var(--chakra-colors-color-palette-solid)',
    );
    const tokenCss = JSON.stringify(system.getTokenCss());
    expect(tokenCss).toContain('"--chakra-colors-charge-solid":"var(--chakra-colors-charge-600)"');
    expect(JSON.stringify(system.getGlobalCss())).toContain('--chakra-colors-color-palette-solid');
  });

  it('keeps brand text and solid fills readable (WCAG AA 4.5:1)', () => {
    for (const palette of Object.values(brandPalettes)) {
      expect(contrastRatio(palette[600], '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette[700], '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      // Subtle badges: 700 text on the 100 tint.
      expect(contrastRatio(palette[700], palette[100])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures contrast like WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});
