/**
 * Test support: answers the shared HTTP client at the transport level (axios adapter), so the real
 * client, error mapping and normalisers run; renders inside a router with the design system.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, apiClient } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { UiProvider } from '@chargemaroc/shared/ui';

type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (...args: never[]) => unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export type Answer = { status: number; body: unknown };
export type Handler = (request: RecordedRequest) => Answer | undefined;

const originalAdapter = apiClient.defaults.adapter;

export function stubCms(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const adapter: Adapter = async (config) => {
    const uri = new URL(apiClient.getUri(config), 'http://content.test');
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: uri.pathname.replace(/^\/api/, ''),
      query: decodeURIComponent(uri.search.slice(1)),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const answer = handler(request) ?? { status: 404, body: null };
    if (answer.status === 400) throw new ApiError(String(answer.body), 400, 'BAD_REQUEST');
    if (answer.status >= 400) throw new ApiError(messages.api.server, answer.status, 'SERVER_ERROR');
    return {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      apiClient.defaults.adapter = originalAdapter;
    },
  };
}

export function signInDemo(): void {
  sessionStore.getState().signIn({
    jwt: 'test-jwt',
    user: {
      id: '7',
      documentId: 'user-7',
      email: 'demo@chargemaroc.ma',
      username: 'demo',
      prenom: 'Salma',
      nom: 'Bennani',
      firstName: 'Salma',
      lastName: 'Bennani',
      phone: '',
      address: '',
      city: '',
      postalCode: '',
      accountType: 'particulier',
      createdAt: null,
    },
  });
}

export function renderInShell(ui: ReactElement) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <MemoryRouter initialEntries={['/produit/p1']}>
        <Routes>
          <Route path="/produit/:id" element={children} />
          <Route path="/connexion" element={<p>Page de connexion</p>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

export function cmsComment(
  id: string,
  fields: {
    parentId?: string | null;
    rating?: number | null;
    comment?: string;
    helpful?: number;
    createdAt?: string;
    userName?: string;
  } = {},
) {
  return {
    id: Number(id.replace(/\D/g, '') || 1),
    documentId: id,
    parentId: fields.parentId ?? null,
    userId: 'u1',
    userName: fields.userName ?? `Auteur ${id}`,
    userAvatar: null,
    rating: fields.rating ?? null,
    comment: fields.comment ?? `Texte du commentaire ${id}`,
    helpful: fields.helpful ?? 0,
    createdAt: fields.createdAt ?? '2026-03-12T10:00:00.000Z',
  };
}
