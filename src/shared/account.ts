import * as z from 'zod/mini';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_LENGTH,
  PHONE_MAX_LENGTH,
} from './field-limits.ts';
import { requiredText, singleLine, sitePath } from './validation.ts';

/** Everyone who signs up is a guest; admins are made by configuration, a command or an admin. */
export const ROLES = ['guest', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const email = requiredText('! Email is required').check(
  z.toLowerCase(),
  z.maxLength(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`),
  z.email('Enter a valid email address, like name@example.com'),
);
const name = requiredText('! Name is required').check(
  z.maxLength(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  singleLine,
);
/** Digits with an optional leading +, spaces and dashes allowed: 8 to 15 digits in all. */
export const phone = requiredText('! Number is required').check(
  z.maxLength(PHONE_MAX_LENGTH, 'A phone number has 8 to 15 digits'),
  z.regex(/^\+?[\d\s-]+$/, 'Enter a phone number using digits, like +880 1711 245880'),
  z.refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'A phone number has 8 to 15 digits'),
);

export const signUpSchema = z.object({
  name,
  email,
  password: z
    .string({ error: '! Password is required' })
    .check(
      z.minLength(1, '! Password is required'),
      z.minLength(PASSWORD_LENGTH.min, `Use at least ${PASSWORD_LENGTH.min} characters`),
      z.maxLength(PASSWORD_LENGTH.max, `Use at most ${PASSWORD_LENGTH.max} characters`),
    ),
  phone,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const logInSchema = z.object({
  email,
  password: z
    .string({ error: '! Password is required' })
    .check(
      z.minLength(1, '! Password is required'),
      z.maxLength(PASSWORD_LENGTH.max, `Use at most ${PASSWORD_LENGTH.max} characters`),
    ),
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
  rememberMe: z.optional(z.boolean({ error: 'Must be true or false' })),
  callbackURL: z.optional(sitePath),
});

/** `POST /api/auth/request-password-reset`: answered alike whether or not the address is known. */
export const passwordResetRequestSchema = z.object({
  email,
  redirectTo: z.optional(sitePath),
});

const INVALID_LINK = 'This link is invalid or has expired. Ask for a new one.';

/** A mailed token: letters, digits and the URL-safe marks of a JWT, nothing else. */
const token = z
  .string({ error: INVALID_LINK })
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

/** The signed-in user, as `GET /api/me` returns it. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.nullable(z.string()),
  image: z.nullable(z.string()),
  role: z.enum(ROLES),
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
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'Choose Google, Facebook or GitHub' }),
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
  logIn: z.object({}),
  /** The provider's sign-in page, where the browser goes next. */
  socialSignIn: z.object({ url: z.string() }),
  requestPasswordReset: z.object({}),
  resetPassword: z.object({}),
  sendVerification: z.object({ status: z.boolean() }),
  signOut: z.object({}),
};
