/** Router state handed to /bienvenue, so it greets a new account differently from a returning one. */
export interface WelcomeState {
  from: 'login' | 'register' | 'reset';
}

export function isWelcomeState(state: unknown): state is WelcomeState {
  return typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string';
}
