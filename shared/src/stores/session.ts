/** The signed-in user and their JWT, one store for every app of the page. */
import { z } from 'zod/mini';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { bus } from '../bus/event-bus';
import { displayFirstName, userSchema, type Session, type User } from '../contracts/user';
import { pageSingleton } from '../internal/page-singleton';
import { syncAcrossTabs, versionedPersist } from './persistence';

export const SESSION_STORAGE_KEY = 'cm.session.v1';
export const SESSION_STORAGE_VERSION = 1;

export interface SessionData {
  jwt: string | null;
  user: User | null;
}

export interface SessionActions {
  signIn(session: Session): void;
  signOut(): void;
  /** Merges profile changes (e.g. after PUT users/me); firstName/lastName follow prenom/nom. */
  updateUser(changes: Partial<User>): void;
}

export type SessionStore = SessionData & SessionActions;

const signedOut: SessionData = { jwt: null, user: null };

const sessionDataSchema = z.lazy(() =>
  z.union([
    z.object({ jwt: z.string().check(z.minLength(1)), user: userSchema }),
    z.object({ jwt: z.null(), user: z.null() }),
  ]),
);

function createSessionStore() {
  const store = createStore<SessionStore>()(
    persist(
      (set, get) => ({
        ...signedOut,
        signIn: ({ jwt, user }) => set({ jwt, user }),
        signOut: () => set(signedOut),
        updateUser: (changes) => {
          const current = get().user;
          if (!current) return;
          const prenom = changes.prenom ?? changes.firstName ?? current.prenom;
          const nom = changes.nom ?? changes.lastName ?? current.nom;
          set({ user: { ...current, ...changes, prenom, nom, firstName: prenom, lastName: nom } });
        },
      }),
      versionedPersist<SessionStore, SessionData>({
        name: SESSION_STORAGE_KEY,
        version: SESSION_STORAGE_VERSION,
        schema: sessionDataSchema,
        initial: signedOut,
        pick: ({ jwt, user }) => ({ jwt, user }),
      }),
    ),
  );
  store.subscribe((state, previous) => {
    if (state.user !== previous.user || state.jwt !== previous.jwt)
      bus.emit('session:changed', { user: state.user });
  });
  syncAcrossTabs(SESSION_STORAGE_KEY, store.persist.rehydrate);
  return store;
}

export const sessionStore = pageSingleton('session-store.v1', createSessionStore);

export function useSession<T>(selector: (state: SessionStore) => T): T {
  return useStore(sessionStore, selector);
}

export const selectIsAuthenticated = (state: SessionData): boolean => Boolean(state.jwt && state.user);
export const selectUser = (state: SessionData): User | null => state.user;
export const selectJwt = (state: SessionData): string | null => state.jwt;
export const selectFirstName = (state: SessionData): string => displayFirstName(state.user);
