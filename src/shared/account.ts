import * as z from 'zod/mini';
import { requiredText } from './validation.ts';

/** Everyone who signs up is a guest; admins are made by configuration, a command or an admin. */
export const ROLES = ['guest', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

const email = requiredText('! Email is required').check(
  z.toLowerCase(),
  z.maxLength(254, 'Email must be at most 254 characters'),
  z.email('Enter a valid email address, like name@example.com'),
);
const name = requiredText('! Name is required').check(
  z.maxLength(80, 'Name must be at most 80 characters'),
);
/** Digits with an optional leading +, spaces and dashes allowed: 8 to 15 digits in all. */
const phone = requiredText('! Number is required').check(
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

export const setRoleSchema = z.object({ role: z.enum(ROLES) });

/** Social sign-in providers of the spec, in the order their buttons show. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const authProvidersSchema = z.array(
  z.object({
    id: z.enum(SOCIAL_PROVIDERS),
    name: z.string(),
    enabled: z.boolean(),
  }),
);
export type AuthProviders = z.infer<typeof authProvidersSchema>;
