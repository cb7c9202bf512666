import { css } from '@emotion/react';
import { expect, it } from 'vitest';
import { createStyleCache } from './provider';

function stylesheetOf(styles: Parameters<typeof css>[0]): string {
  const cache = createStyleCache();
  return cache.insert('.card', css(styles), cache.sheet, false) ?? '';
}

it('writes flex, alignment and appearance rules once, without prefixes for old browsers', () => {
  const sheet = stylesheetOf({ display: 'flex', alignItems: 'center', appearance: 'none' });
  expect(sheet).toBe('.card{display:flex;align-items:center;appearance:none;}');
});

it('adds the -webkit- prefix where current Safari or Chromium still need it', () => {
  const sheet = stylesheetOf({ userSelect: 'none', backdropFilter: 'blur(4px)' });
  expect(sheet).toBe(
    '.card{-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}',
  );
});
