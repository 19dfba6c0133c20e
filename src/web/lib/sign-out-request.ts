import { authResponseSchemas } from '#shared/account.ts';
import { apiRequest } from './api-client.ts';

/** Ends the session on the server (its cookie is cleared). */
export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', {
    method: 'POST',
    body: {},
    schema: authResponseSchemas.signOut,
  });
}
