import { ROLE_HOME, routeFor, type Role } from '@gia/domain/core';

/** What a guard hands to the sign-in screen: the page the visitor wanted. */
export interface ReturnState {
  from?: string;
}

/** Where to go after signing in: the remembered page when this role may open it, else the role's home. */
export function afterSignIn(state: unknown, role: Role): string {
  const from = (state as ReturnState | null)?.from;
  if (from) {
    const entry = routeFor(from.split(/[?#]/)[0]);
    if (entry && entry.roles !== 'public' && entry.roles.includes(role)) return from;
  }
  return ROLE_HOME[role].home;
}
