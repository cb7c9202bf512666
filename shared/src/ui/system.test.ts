import fs from 'node:fs';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { RECIPE_KEYS, SLOT_RECIPE_KEYS, system } from './system';
import { brandPalettes, contrastRatio } from './tokens';

/** Chakra components styled by another component's recipe (or by several). */
const RECIPES_OF: Record<string, string[]> = {
  AppToaster: ['toast'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  IconButton: ['button'],
  RadioGroup: ['radioGroup', 'radiomark'],
  SkeletonCircle: ['skeleton'],
  SkeletonText: ['skeleton'],
};

const chakraRecipes = new Set([
  ...Object.keys(defaultConfig.theme?.recipes ?? {}),
  ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
]);

/** The recipes Chakra styles a component with, by its exported name (`NativeSelect` → nativeSelect). */
function recipesOf(name: string): string[] {
  const own = name.charAt(0).toLowerCase() + name.slice(1);
  return (RECIPES_OF[name] ?? [own]).filter((key) => chakraRecipes.has(key));
}

/** Every name the design system's modules export, whichever file a component family lives in. */
async function designSystemExports(): Promise<string[]> {
  const files = fs
    .readdirSync(new URL('.', import.meta.url))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const modules = await Promise.all(
    files.map((file) => import(/* @vite-ignore */ new URL(file, import.meta.url).href) as Promise<object>),
  );
  return [...new Set(modules.flatMap((module) => Object.keys(module)))];
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

  it('gives every exported component the recipe Chakra styles it with', async () => {
    const exported = await designSystemExports();
    const needed = exported.flatMap((name) => recipesOf(name).map((key) => ({ name, key })));
    expect(needed.length).toBeGreaterThan(10);
    for (const { name, key } of needed) {
      expect(system.isRecipe(key) || system.isSlotRecipe(key), `${name} needs the ${key} recipe`).toBe(true);
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
