import * as z from 'zod/mini';
import { apiRequest } from './api-client.ts';

const signOutResponseSchema = z.object({});

/** Ends the session on the server (its cookie is cleared). */
export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', {
    method: 'POST',
    body: {},
    schema: signOutResponseSchema,
  });
}
