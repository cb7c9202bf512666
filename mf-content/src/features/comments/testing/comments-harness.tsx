/**
 * Test support for comments: renders inside a router with the design system.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { signInTestUser } from '@chargemaroc/shared/testing/session';
import { UiProvider } from '@chargemaroc/shared/ui/provider';

export function signInDemo(): void {
  signInTestUser();
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
