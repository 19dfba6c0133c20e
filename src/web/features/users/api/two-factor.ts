import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  authResponseSchemas,
  type TotpCodeInput,
  type twoFactorPasswordSchema,
} from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { refreshCurrentUser } from '#web/lib/current-user.ts';

/** The password asked again before two-step sign-in changes. */
type PasswordInput = z.input<typeof twoFactorPasswordSchema>;

/** What the authenticator app is set up with: its address (holding the secret), drawn as a QR code. */
export type TwoFactorSetup = z.infer<typeof authResponseSchemas.enableTwoFactor>;

/** Starts the setup: not on until a first code from the app is verified. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (input: PasswordInput) =>
      apiRequest('/api/auth/two-factor/enable', {
        method: 'POST',
        body: input,
        schema: authResponseSchemas.enableTwoFactor,
      }),
  });
}

/** The app's first code turns two-step sign-in on; resolves once the app knows it is on. */
export function useVerifyTwoFactor() {
  return useMutation({
    mutationFn: async (input: TotpCodeInput) => {
      await apiRequest('/api/auth/two-factor/verify-totp', {
        method: 'POST',
        body: input,
        schema: authResponseSchemas.verifyTwoFactor,
      });
      return refreshCurrentUser();
    },
  });
}

/** New backup codes; the old ones stop working. */
export function useGenerateBackupCodes() {
  return useMutation({
    mutationFn: async (input: PasswordInput) => {
      const { backupCodes } = await apiRequest('/api/auth/two-factor/generate-backup-codes', {
        method: 'POST',
        body: input,
        schema: authResponseSchemas.generateBackupCodes,
      });
      return backupCodes;
    },
  });
}

/** Turns two-step sign-in off; resolves once the app knows it is off. */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: async (input: PasswordInput) => {
      await apiRequest('/api/auth/two-factor/disable', {
        method: 'POST',
        body: input,
        schema: authResponseSchemas.disableTwoFactor,
      });
      return refreshCurrentUser();
    },
  });
}
