/** Accounts (users-permissions) and the browser session. */
import { z } from 'zod/mini';
import { coreMessages as messages } from '../messages/core';

// Schemas are built the first time they check something (z.lazy), not when the page loads this
// module: building zod schemas is work the page's start-up does not need.
/** The user as the backend sends it (users/me, auth/local). */
export const rawUserSchema = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    documentId: z.nullish(z.string()),
    username: z.nullish(z.string()),
    email: z.string(),
    nom: z.nullish(z.string()),
    prenom: z.nullish(z.string()),
    firstName: z.nullish(z.string()),
    lastName: z.nullish(z.string()),
    phone: z.nullish(z.string()),
    address: z.nullish(z.string()),
    city: z.nullish(z.string()),
    postalCode: z.nullish(z.string()),
    accountType: z.nullish(z.string()),
    createdAt: z.nullish(z.string()),
  }),
);
export type RawUser = z.infer<typeof rawUserSchema>;

/** The user as screens use it; `firstName`/`lastName` always equal `prenom`/`nom`. */
export const userSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    documentId: z.nullable(z.string()),
    email: z.string(),
    username: z.string(),
    prenom: z.string(),
    nom: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    accountType: z.string(),
    createdAt: z.nullable(z.string()),
  }),
);
export type User = z.infer<typeof userSchema>;

export function normalizeUser(raw: RawUser): User {
  const prenom = (raw.prenom ?? raw.firstName ?? '').trim();
  const nom = (raw.nom ?? raw.lastName ?? '').trim();
  return {
    id: String(raw.id),
    documentId: raw.documentId ?? null,
    email: raw.email,
    username: raw.username ?? raw.email,
    prenom,
    nom,
    firstName: prenom,
    lastName: nom,
    phone: raw.phone ?? '',
    address: raw.address ?? '',
    city: raw.city ?? '',
    postalCode: raw.postalCode ?? '',
    accountType: raw.accountType?.trim() || messages.auth.defaultAccountType,
    createdAt: raw.createdAt ?? null,
  };
}

export function parseUser(raw: unknown): User {
  return normalizeUser(rawUserSchema.parse(raw));
}

export interface Session {
  jwt: string;
  user: User;
}

/** POST /api/auth/local and /api/auth/local/register. */
export const authResponseSchema = z.lazy(() =>
  z.object({ jwt: z.string().check(z.minLength(1)), user: rawUserSchema }),
);

export function parseAuthResponse(raw: unknown): Session {
  const { jwt, user } = authResponseSchema.parse(raw);
  return { jwt, user: normalizeUser(user) };
}

/** What PUT /api/users/me accepts from the profile and registration screens. */
export interface ProfileUpdate {
  prenom?: string;
  nom?: string;
  phone?: string;
  address?: string;
  city?: string;
  postalCode?: string;
}

/** 'prenom.nom12345', lower-case and without accents, as registration builds it. */
export function buildUsername(prenom: string, nom: string, random: () => number = Math.random): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  const digits = String(10000 + Math.floor(random() * 90000));
  return `${[slug(prenom), slug(nom)].filter(Boolean).join('.') || 'client'}${digits}`;
}

/** First name for greetings and the header menu, falling back to the username. */
export function displayFirstName(user: Pick<User, 'prenom' | 'username'> | null): string {
  if (!user) return '';
  return user.prenom || user.username.split(/[.@]/)[0] || '';
}
