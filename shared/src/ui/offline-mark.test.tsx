import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { formatDateTime } from '../format/format';
import { offlineServedStore } from '../stores/offline-served';
import { UiProvider } from './provider';
import { OfflineMark } from './offline-mark';

const SAVED_AT = Date.UTC(2026, 10, 27, 10, 40);
const live = { savedAt: null, savedPage: false, offline: false };

function renderMarks() {
  return render(
    <UiProvider>
      <OfflineMark kind="price" />
      <OfflineMark kind="stock" />
      <OfflineMark kind="price" dated={false} />
    </UiProvider>,
  );
}

afterEach(() => offlineServedStore.setState(live));

describe('OfflineMark', () => {
  it('shows nothing while the page is live', () => {
    const { container } = renderMarks();
    expect(container.querySelector('[data-offline-mark]')).toBeNull();
  });

  it("on a saved page, dates each figure with the page's saving time (undated figures say unchecked)", () => {
    offlineServedStore.getState().showingSavedPage(SAVED_AT);
    renderMarks();
    const date = formatDateTime(SAVED_AT);
    expect(screen.getByText(`Prix au ${date}, susceptible d'avoir changé`).dataset.offlineMark).toBe('price');
    expect(screen.getByText(`Stock au ${date}, non vérifié hors ligne`).dataset.offlineMark).toBe('stock');
    expect(screen.getByText('Prix non vérifié hors ligne').dataset.offlineMark).toBe('price');
  });

  it('comes and goes with the connection on a live page; a saved page stays marked online', () => {
    renderMarks();
    act(() => offlineServedStore.getState().connectionChanged(false));
    expect(screen.getAllByText('Prix non vérifié hors ligne')).toHaveLength(2);
    expect(screen.getByText('Stock non vérifié hors ligne').dataset.offlineMark).toBe('stock');
    act(() => offlineServedStore.getState().showingSavedData(SAVED_AT));
    expect(
      screen.getByText(`Prix au ${formatDateTime(SAVED_AT)}, susceptible d'avoir changé`).dataset.offlineMark,
    ).toBe('price');
    act(() => offlineServedStore.getState().connectionChanged(true));
    expect(screen.queryByText(/hors ligne|susceptible/)).toBeNull();

    act(() => offlineServedStore.getState().showingSavedPage(SAVED_AT));
    act(() => offlineServedStore.getState().connectionChanged(true));
    expect(
      screen.getByText(`Prix au ${formatDateTime(SAVED_AT)}, susceptible d'avoir changé`).dataset.offlineMark,
    ).toBe('price');
  });

  it('keeps the oldest saving time of the data shown', () => {
    offlineServedStore.getState().showingSavedData(SAVED_AT);
    offlineServedStore.getState().showingSavedData(SAVED_AT + 60_000);
    expect(offlineServedStore.getState().savedAt).toBe(SAVED_AT);
  });

  it("hydrates the server's markup unchanged on a saved page, then marks it", async () => {
    const page = (
      <UiProvider>
        <p>
          <OfflineMark kind="price" />
        </p>
      </UiProvider>
    );
    const html = renderToString(page);
    expect(html).not.toContain('data-offline-mark');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    offlineServedStore.getState().showingSavedPage(SAVED_AT);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-offline-mark="price"]')?.textContent).toContain('Prix au');
    container.remove();
  });
});
