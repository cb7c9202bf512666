import { z } from 'zod/mini';
import { ApiError, apiClient } from '@chargemaroc/shared/api';

/** A failed request's French message, for a form that loads these requests when it is sent. */
export { getErrorMessage } from '@chargemaroc/shared/api';
import {
  normalizeUser,
  rawUserSchema,
  type ProfileUpdate,
  type Session,
  type User,
} from '@chargemaroc/shared/contracts/user';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';

const sessionResponseSchema = z.object({ jwt: z.string().check(z.minLength(1)), user: rawUserSchema });

/** Registration returns no token when the account must first confirm its e-mail. */
const registrationResponseSchema = z.object({
  jwt: z.optional(z.string().check(z.minLength(1))),
  user: rawUserSchema,
});

/** A body of an unexpected shape is reported in French rather than as a schema dump. */
function parseBody<T>(schema: z.ZodMiniType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(messages.api.invalidResponse, null, 'INVALID_RESPONSE');
  return parsed.data;
}

function toSession(body: unknown): Session {
  const { jwt, user } = parseBody(sessionResponseSchema, body);
  return { jwt, user: normalizeUser(user) };
}

export interface Credentials {
  identifier: string;
  password: string;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

export interface RegistrationResult {
  jwt?: string;
  user: User;
}

export type ProfileDetails = Required<Pick<ProfileUpdate, 'nom' | 'prenom' | 'phone' | 'address'>>;

export interface PasswordReset {
  code: string;
  password: string;
  passwordConfirmation: string;
}

export async function signInWithPassword(credentials: Credentials): Promise<Session> {
  const { data } = await apiClient.post<unknown>('/auth/local', credentials);
  return toSession(data);
}

export async function registerAccount(account: NewAccount): Promise<RegistrationResult> {
  const { data } = await apiClient.post<unknown>('/auth/local/register', account);
  const { jwt, user } = parseBody(registrationResponseSchema, data);
  return { jwt, user: normalizeUser(user) };
}

/** Saves the profile fields of the signed-in user (the client sends the session's token). */
export async function saveProfileDetails(details: ProfileDetails): Promise<User> {
  const { data } = await apiClient.put<unknown>('/users/me', details);
  return normalizeUser(parseBody(rawUserSchema, data));
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/auth/forgot-password', { email });
}

export async function resetPassword(reset: PasswordReset): Promise<Session> {
  const { data } = await apiClient.post<unknown>('/auth/reset-password', reset);
  return toSession(data);
}

/** Ends every token of the account on the server; the browser forgets its own whatever the answer. */
export async function endSessionOnServer(): Promise<void> {
  try {
    await apiClient.post('/auth/logout');
  } catch {
    // already ended (401) or unreachable: signing out in this browser still proceeds
  }
}
