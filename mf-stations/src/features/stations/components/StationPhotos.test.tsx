import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { UiProvider } from '@chargemaroc/shared/ui/provider';
import { StationPhotos } from './StationPhotos';

const station = {
  name: 'Borne du port',
  photos: [
    { url: 'https://photos.example/1.jpg', thumbnail: 'https://photos.example/1.thmb.jpg' },
    { url: 'https://photos.example/2.jpg', thumbnail: 'https://photos.example/2.thmb.jpg' },
  ],
};

/** An IntersectionObserver the test moves: `enter()` brings every observed element near. */
function fakeObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    enter: () =>
      act(() =>
        callbacks.forEach((callback) =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
        ),
      ),
  };
}

afterEach(() => vi.unstubAllGlobals());

it('keeps the photos room but requests no picture until the card comes near the screen', () => {
  const observer = fakeObserver();
  const { container } = render(
    <UiProvider>
      <StationPhotos station={station} />
    </UiProvider>,
  );
  expect(container.querySelectorAll('img')).toHaveLength(0);
  expect(container.querySelectorAll('li')).toHaveLength(2);

  observer.enter();
  expect(screen.getByRole('img', { name: 'Photo 2 de Borne du port' }).getAttribute('src')).toBe(
    'https://photos.example/2.thmb.jpg',
  );
  expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe('https://photos.example/1.jpg');
});

it('draws a placeholder, not alt text, in the room of a photo that fails to load', () => {
  const observer = fakeObserver();
  render(
    <UiProvider>
      <StationPhotos station={station} />
    </UiProvider>,
  );
  observer.enter();
  fireEvent.error(screen.getByRole('img', { name: 'Photo 1 de Borne du port' }));
  expect(screen.queryByRole('img', { name: 'Photo 1 de Borne du port' })).toBeNull();
  expect(screen.getByRole('img', { name: 'Photo 1 de Borne du port : indisponible' }).tagName).toBe('DIV');
  expect(screen.getByRole('img', { name: 'Photo 2 de Borne du port' }).tagName).toBe('IMG');
});
