import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAsync } from '../data/use-async';
import { Box, Text } from '../ui';
import { UiProvider } from '../ui/provider';
import { renderScreen, styleTags } from './render';

function Price({ load, name = 'shop:price' }: { load: () => Promise<string>; name?: string }) {
  const price = useAsync(load, name);
  return createElement(Text, { color: 'red.600' }, price.status === 'success' ? price.data : 'Chargement');
}

const inUi = (child: ReturnType<typeof createElement>) => createElement(UiProvider, null, child);

describe('renderScreen', () => {
  it('renders again once the data a screen asks for has arrived, and hands that data over', async () => {
    const load = vi.fn(() => Promise.resolve('1 200,00 MAD'));
    const screen = await renderScreen(inUi(createElement(Price, { load })));
    expect(screen.html).toContain('1 200,00 MAD');
    expect(screen.html).not.toContain('Chargement');
    expect(screen.data).toEqual({ 'shop:price': '1 200,00 MAD' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('follows data that depends on earlier data', async () => {
    function Dependent() {
      const first = useAsync(() => Promise.resolve('a'), 'first');
      const second = useAsync(() => Promise.resolve(`${first.data ?? ''}b`), `second:${first.data ?? ''}`);
      return createElement('p', null, second.data ?? 'Chargement');
    }
    const screen = await renderScreen(createElement(Dependent));
    expect(screen.html).toContain('<p>ab</p>');
  });

  it('leaves a failed load to the browser: loading state, nothing handed over', async () => {
    const screen = await renderScreen(
      inUi(createElement(Price, { load: () => Promise.reject(new Error('down')) })),
    );
    expect(screen.html).toContain('Chargement');
    expect(screen.data).toEqual({});
  });

  it('stops waiting after the time limit', async () => {
    const started = Date.now();
    const never = () => new Promise<string>(() => {});
    const screen = await renderScreen(inUi(createElement(Price, { load: never })), 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(screen.html).toContain('Chargement');
  });

  it('keeps the styles out of the markup and returns those the markup uses', async () => {
    const screen = await renderScreen(inUi(createElement(Box, { color: 'green.700' }, 'Borne')));
    expect(screen.html).not.toContain('<style');
    const className = /class="(css-[a-z0-9]+)"/.exec(screen.html)?.[1];
    const classStyle = screen.styles.find((style) => !style.global && className === `css-${style.name}`);
    expect(classStyle?.css).toContain('color');
    expect(screen.styles.some((style) => style.global)).toBe(true);
  });
});

describe('styleTags', () => {
  it('writes one tag per global rule set and one for all classes, each style once', () => {
    const tags = styleTags([
      { name: 'g1', css: ':root{--a:1}', global: true },
      { name: 'c1', css: '.css-c1{color:red}', global: false },
      { name: 'c1', css: '.css-c1{color:red}', global: false },
      { name: 'c2', css: '.css-c2{color:blue}', global: false },
    ]);
    expect(tags).toBe(
      '<style data-emotion="css-global g1">:root{--a:1}</style>' +
        '<style data-emotion="css c1 c2">.css-c1{color:red}.css-c2{color:blue}</style>',
    );
  });
});
