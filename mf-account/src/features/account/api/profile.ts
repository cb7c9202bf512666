import { apiClient } from '@chargemaroc/shared/api';
import { parseAuthResponse, parseUser, type Session, type User } from '@chargemaroc/shared/contracts/user';

export interface ProfileChanges {
  prenom: string;
  nom: string;
  phone: string;
  address: string;
}

/** PUT /api/users/me: the CMS keeps only the editable fields. */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const response = await apiClient.put<unknown>('/users/me', changes);
  return parseUser(response.data);
}

/**
 * The CMS's own password change (checks the current password). A new password ends every earlier
 * token: the answer carries the new session, which the caller keeps so the user stays signed in.
 */
export async function changePassword(input: { currentPassword: string; password: string }): Promise<Session> {
  const response = await apiClient.post<unknown>('/auth/change-password', {
    currentPassword: input.currentPassword,
    password: input.password,
    passwordConfirmation: input.password,
  });
  return parseAuthResponse(response.data);
}
