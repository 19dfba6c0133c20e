import * as z from 'zod/mini';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_LENGTH,
  PHONE_MAX_LENGTH,
} from './field-limits.ts';
import { LOCALES } from './locale.ts';
import { defineMessages, tr } from './messages.ts';
import {
  checkError,
  checkMessages,
  EMAIL_EXAMPLE,
  requiredText,
  singleLine,
  sitePath,
  TRUE_OR_FALSE,
} from './validation.ts';

/** Everyone who signs up is a guest; admins are made by configuration, a command or an admin. */
export const ROLES = ['guest', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What the account forms' checks say (the fields' shared words are validation.ts's). */
export const accountMessages = defineMessages({
  numberRequired: { id: 'account.checks.numberRequired', defaultMessage: '! Number is required' },
  phoneDigits: {
    id: 'account.checks.phoneDigits',
    defaultMessage: 'A phone number has 8 to 15 digits',
  },
  phoneFormat: {
    id: 'account.checks.phoneFormat',
    defaultMessage: 'Enter a phone number using digits, like {example}',
  },
  passwordRequired: {
    id: 'account.checks.passwordRequired',
    defaultMessage: '! Password is required',
  },
  passwordMin: {
    id: 'account.checks.passwordMin',
    defaultMessage: 'Use at least {min, number, ::group-off} characters',
  },
  invalidLink: {
    id: 'account.checks.invalidLink',
    defaultMessage: 'This link is invalid or has expired. Ask for a new one.',
  },
  chooseProvider: {
    id: 'account.checks.chooseProvider',
    defaultMessage: 'Choose Google, Facebook or GitHub',
  },
  languageInvalid: { id: 'account.profile.languageInvalid', defaultMessage: 'Choose en or bn' },
  codeRequired: { id: 'account.checks.codeRequired', defaultMessage: '! Code is required' },
  codeFormat: {
    id: 'account.checks.codeFormat',
    defaultMessage: 'Enter the 6-digit code your authenticator app shows',
  },
  backupCodeFormat: {
    id: 'account.checks.backupCodeFormat',
    defaultMessage: 'Enter one of your backup codes, like {example}',
  },
});
const words = accountMessages;

const email = requiredText(checkMessages.emailRequired).check(
  z.toLowerCase(),
  z.maxLength(EMAIL_MAX_LENGTH, checkError(checkMessages.emailLength, { max: EMAIL_MAX_LENGTH })),
  z.email(checkError(checkMessages.emailInvalid, EMAIL_EXAMPLE)),
);
const name = requiredText(checkMessages.nameRequired).check(
  z.maxLength(NAME_MAX_LENGTH, checkError(checkMessages.nameLength, { max: NAME_MAX_LENGTH })),
  singleLine,
);
/** Digits with an optional leading +, spaces and dashes allowed: 8 to 15 digits in all. */
export const phone = requiredText(words.numberRequired).check(
  z.maxLength(PHONE_MAX_LENGTH, checkError(words.phoneDigits)),
  z.regex(/^\+?[\d\s-]+$/, checkError(words.phoneFormat, { example: '+880 1711 245880' })),
  z.refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, checkError(words.phoneDigits)),
);

/** A password as the forms take it: required, and within PASSWORD_LENGTH. */
const passwordTooLong = z.maxLength(
  PASSWORD_LENGTH.max,
  checkError(checkMessages.atMost, { max: PASSWORD_LENGTH.max }),
);

export const signUpSchema = z.object({
  name,
  email,
  password: z
    .string(checkError(words.passwordRequired))
    .check(
      z.minLength(1, checkError(words.passwordRequired)),
      z.minLength(PASSWORD_LENGTH.min, checkError(words.passwordMin, { min: PASSWORD_LENGTH.min })),
      passwordTooLong,
    ),
  phone,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const logInSchema = z.object({
  email,
  password: z
    .string(checkError(words.passwordRequired))
    .check(z.minLength(1, checkError(words.passwordRequired)), passwordTooLong),
});
export type LogInInput = z.input<typeof logInSchema>;

/*
 * The requests of the sign-in endpoints (`/api/auth/...`, served by better-auth behind our own
 * routes): each takes exactly these fields, checked like the forms; anything else is dropped.
 */

/** `POST /api/auth/sign-up/email`: the form, and where the confirmation link leads. */
export const signUpRequestSchema = z.extend(signUpSchema, { callbackURL: z.optional(sitePath) });

/** `POST /api/auth/sign-in/email`. */
export const logInRequestSchema = z.extend(logInSchema, {
  rememberMe: z.optional(z.boolean(checkError(checkMessages.trueOrFalse, TRUE_OR_FALSE))),
  callbackURL: z.optional(sitePath),
});

/*
 * Two-step sign-in (decision 050): better-auth's two-factor endpoints, with an authenticator
 * app's codes and backup codes only.
 */

/** `POST /api/auth/two-factor/enable`, `/disable`, `/generate-backup-codes`: the password again. */
export const twoFactorPasswordSchema = z.object({ password: logInSchema.shape.password });

/** Digits typed in Bengali count as the same digits. */
const asciiDigits = (value: string) =>
  value.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** `POST /api/auth/two-factor/verify-totp`: the app's code, spaces and Bengali digits allowed. */
export const totpCodeSchema = z.object({
  code: requiredText(words.codeRequired).check(
    z.overwrite((code) => asciiDigits(code).replace(/\s+/g, '')),
    z.regex(/^\d{6}$/, checkError(words.codeFormat)),
  ),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

const BACKUP_CODE_EXAMPLE = { example: 'k3x9q-7bm2d' };

/** `POST /api/auth/two-factor/verify-backup-code`: one backup code, its dash optional. */
export const backupCodeSchema = z.object({
  code: requiredText(words.codeRequired).check(
    z.overwrite((code) => code.replace(/\s+/g, '')),
    z.regex(
      /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/,
      checkError(words.backupCodeFormat, BACKUP_CODE_EXAMPLE),
    ),
    // As better-auth wrote it: five characters, a dash, five more.
    z.overwrite((code) => (code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`)),
  ),
});

/** `POST /api/auth/request-password-reset`: answered alike whether or not the address is known. */
export const passwordResetRequestSchema = z.object({
  email,
  redirectTo: z.optional(sitePath),
});

const INVALID_LINK = checkError(words.invalidLink);

/** A mailed token: letters, digits and the URL-safe marks of a JWT, nothing else. */
const token = z
  .string(INVALID_LINK)
  .check(
    z.minLength(1, INVALID_LINK),
    z.maxLength(2048, INVALID_LINK),
    z.regex(/^[A-Za-z0-9._~-]+$/, INVALID_LINK),
  );

/** `POST /api/auth/reset-password`: the token from the mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token,
  newPassword: signUpSchema.shape.password,
});

/** `POST /api/auth/send-verification-email`: the confirmation link again. */
export const sendVerificationSchema = z.object({ email, callbackURL: z.optional(sitePath) });

/** `GET /api/auth/verify-email`: the confirmation link itself. */
export const verifyEmailQuerySchema = z.object({ token, callbackURL: z.optional(sitePath) });

export const profileUpdateSchema = z.object({ name, phone });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The language a guest reads their mails, calendar files and receipts in. */
const language = z.enum(LOCALES, checkError(words.languageInvalid));

/** The profile's language form: the language alone. */
export const languageChangeSchema = z.object({ language });
export type LanguageChangeInput = z.input<typeof languageChangeSchema>;

/**
 * `PATCH /api/me`: the profile form's name and phone (both), the language, or all three. Without
 * a language, the name and phone are required as the form requires them.
 */
export const profileChangeSchema = z
  .object({ name: z.optional(name), phone: z.optional(phone), language: z.optional(language) })
  .check(
    z.superRefine((change, context) => {
      const languageOnly =
        change.language !== undefined && change.name === undefined && change.phone === undefined;
      if (languageOnly) return;
      if (change.name === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['name'],
          message: tr(checkMessages.nameRequired),
          input: change,
        });
      }
      if (change.phone === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['phone'],
          message: tr(words.numberRequired),
          input: change,
        });
      }
    }),
  );
export type ProfileChangeInput = z.input<typeof profileChangeSchema>;

/** The signed-in user, as `GET /api/me` returns it. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.nullable(z.string()),
  image: z.nullable(z.string()),
  role: z.enum(ROLES),
  /** The language of the user's mails and receipts; the server always says it. */
  language: z.optional(language),
  /** Signs in with an authenticator app's code after the password. */
  twoFactorEnabled: z.optional(z.boolean()),
  /**
   * An admin whom the hotel requires to sign in with a second factor, and whose session was not
   * opened by one: staff pages send them to set it up or to sign in again (decision 050).
   */
  staffNeedsTwoFactor: z.optional(z.boolean()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `GET /api/session`: the signed-in user, or null. */
export const sessionSchema = z.object({ user: z.nullable(currentUserSchema) });
export type SessionInfo = z.infer<typeof sessionSchema>;

/** A user as the Make Admin screen lists them. */
export const userSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  image: z.nullable(z.string()),
  /** Signs in with an authenticator's code after the password (decision 050). */
  twoFactorEnabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** `GET /api/admin/users`: the first matches, and how many match in all. */
export const userListSchema = z.object({ users: z.array(userSummarySchema), total: z.int() });
export type UserList = z.infer<typeof userListSchema>;

export const setRoleSchema = z.object({ role: z.enum(ROLES) });

/** Social sign-in providers of the spec, in the order their buttons show. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** `POST /api/auth/sign-in/social`: answers the provider's page to go to. */
export const socialSignInSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, checkError(words.chooseProvider)),
  /** Where the provider sends the visitor back, signed in. */
  callbackURL: sitePath,
  /** Where it sends them when something went wrong; `?error=<code>` is added. */
  errorCallbackURL: z.optional(sitePath),
  newUserCallbackURL: z.optional(sitePath),
});
export type SocialSignInInput = z.input<typeof socialSignInSchema>;

export const authProvidersSchema = z.array(
  z.object({
    id: z.enum(SOCIAL_PROVIDERS),
    name: z.string(),
    enabled: z.boolean(),
  }),
);
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** `GET /api/admin/sign-in-providers`: how each provider is set up (staff only; no values). */
export const providerSetupSchema = z.object({
  providers: z.array(
    z.object({
      id: z.enum(SOCIAL_PROVIDERS),
      name: z.string(),
      enabled: z.boolean(),
      /** The address to register with the provider as its redirect URI. */
      callbackUrl: z.string(),
      /** The environment settings that switch it on, and whether each is set. */
      settings: z.array(z.object({ name: z.string(), set: z.boolean() })),
    }),
  ),
});
export type ProviderSetup = z.infer<typeof providerSetupSchema>;

/**
 * What the account endpoints (better-auth's, behind our routes) answer, as far as the site reads
 * them: the browser parses every answer with these.
 */
export const authResponseSchemas = {
  /** Not signed in when the hotel asks new guests to confirm their email first. */
  signUp: z.object({ signedIn: z.boolean() }),
  /** `twoFactorRedirect`: the password was right; no session yet, the code is asked next. */
  logIn: z.object({ twoFactorRedirect: z.optional(z.boolean()) }),
  /** The authenticator's setup: its address (with the secret), drawn as a QR code, and backup codes. */
  enableTwoFactor: z.object({
    totpURI: z.string(),
    qrCodeSvg: z.string(),
    backupCodes: z.array(z.string()),
  }),
  verifyTwoFactor: z.object({}),
  disableTwoFactor: z.object({ status: z.boolean() }),
  generateBackupCodes: z.object({ backupCodes: z.array(z.string()) }),
  /** The provider's sign-in page, where the browser goes next. */
  socialSignIn: z.object({ url: z.string() }),
  requestPasswordReset: z.object({}),
  resetPassword: z.object({}),
  sendVerification: z.object({ status: z.boolean() }),
  signOut: z.object({}),
};

/** The first word of a person's name, for a friendly line ("Make Tahmina an admin?"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}
