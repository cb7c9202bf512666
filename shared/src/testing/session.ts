/** Test support: the one signed-in customer of the unit tests. */
import type { User } from '../contracts/user';
import { sessionStore } from '../stores/session';

/** Salma Bennani, a member with no address yet; `overrides` give her what a test needs. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '7',
    documentId: 'u7',
    email: 'salma@exemple.ma',
    username: 'salma',
    prenom: 'Salma',
    nom: 'Bennani',
    firstName: 'Salma',
    lastName: 'Bennani',
    phone: '',
    address: '',
    city: '',
    postalCode: '',
    accountType: 'Membre',
    createdAt: null,
    ...overrides,
  };
}

/** Signs the test customer in (the session store, as after the sign-in form); returns her. */
export function signInTestUser(overrides: Partial<User> = {}): User {
  const user = testUser(overrides);
  sessionStore.getState().signIn({ jwt: 'test-jwt', user });
  return user;
}
