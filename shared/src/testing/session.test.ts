import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../stores/session';
import { signInTestUser, testUser } from './session';

afterEach(() => sessionStore.getState().signOut());

describe('the test customer', () => {
  it('keeps the first and last names equal to prenom and nom, as the user contract says', () => {
    const user = testUser({ prenom: 'Nadia', firstName: 'Nadia' });
    expect(user.firstName).toBe(user.prenom);
    expect(user.lastName).toBe(user.nom);
  });

  it('signs in with the overrides a test gives', () => {
    const user = signInTestUser({ phone: '0612345678' });
    expect(sessionStore.getState().user).toEqual(user);
    expect(sessionStore.getState().user?.phone).toBe('0612345678');
  });
});
