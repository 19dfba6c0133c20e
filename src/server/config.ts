import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { SocialProvider } from '#shared/account.ts';
import { projectRoot } from './project-root.ts';

/** `a@x.com, b@y.com` → `['a@x.com', 'b@y.com']` (trimmed, empty entries dropped). */
const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An address, or an address with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address: none (`false`), the number of proxy hops in
 * front of the server, or their addresses. Never "any": X-Forwarded-For would then be whatever
 * the client writes, and every per-address limit would be the client's to choose.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const list = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (list.length > 0 && list.every(isAddressOrRange)) return list;
    context.addIssue({
      code: 'custom',
      message:
        'give the number of proxies in front of the server (such as 1) or their addresses (such as 10.0.0.0/8); "true" would trust any client',
    });
    return z.NEVER;
  });

/** Every setting of the server, read from the environment once at start. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: trustProxy,
    SEED_DEMO_DATA: booleanFlag.optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    HOTEL_TIME_ZONE: z
      .string()
      .default('Asia/Dhaka')
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Asia/Dhaka'),
    MAX_STAY_NIGHTS: z.coerce.number().int().min(1).max(365).default(30),
    BOOKING_HORIZON_DAYS: z.coerce.number().int().min(30).max(1100).default(500),
    MAX_ACTIVE_BOOKINGS_PER_GUEST: z.coerce.number().int().min(1).max(100).default(5),
    MAX_ACTIVE_BOOKINGS_UNVERIFIED: z.coerce.number().int().min(0).max(100).default(3),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUSTED_ORIGINS: commaList,
    ADMIN_EMAILS: commaList,
    REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(false),
    /**
     * Staff work only with a second factor (decision 050): default on in production, off
     * elsewhere (a developer's demo admin signs in with a password alone).
     */
    REQUIRE_STAFF_2FA: booleanFlag.optional(),
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    DEMO_ACCOUNTS: booleanFlag.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Chandrabati Heritage Resort <no-reply@localhost>'),
    /**
     * How many days before check-in the mail before arrival goes out (a booking made later gets
     * it at the next sweep); 0 sends none, for a hotel that writes to its guests itself.
     */
    PRE_ARRIVAL_DAYS: z.coerce.number().int().min(0).max(30).default(3),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER_URL: z.url().optional(),
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    /** Minutes between fetches of the channels' iCal feeds; 0 fetches only on demand. */
    ICAL_SYNC_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
    /** Lets feeds live on private or loopback addresses (tests, a LAN channel manager). */
    ICAL_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
    /** How long one feed's fetch may take, redirects included. */
    ICAL_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * Google Hotels' live pricing queries (POST /feeds/google/query): when set, a query must
     * carry it as `Authorization: Bearer <secret>`; unset, any caller may ask (rate-limited).
     */
    GOOGLE_HOTELS_QUERY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Online deposits through SSLCommerz: on when both are set. */
    SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
    SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
    SSLCOMMERZ_BASE_URL: z
      .url()
      .regex(/^https?:\/\//, 'must be an http(s) URL')
      .default('https://sandbox.sslcommerz.com'),
    /** How long one call to the gateway may take. */
    SSLCOMMERZ_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** How long an unpaid booking holds its nights. */
    PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
    /** The share of the total paid online when booking; 100 is full prepayment. */
    DEPOSIT_PERCENT: z.coerce.number().int().min(1).max(100).default(30),
    /**
     * Unpaid holds let lapse (cancelled, or not paid in time) within LAPSED_HOLDS_WINDOW_HOURS,
     * by one account or from one client address, after which neither may hold another suite.
     */
    MAX_LAPSED_HOLDS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(3),
    MAX_LAPSED_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(3),
    LAPSED_HOLDS_WINDOW_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** Unpaid holds an account may have at once until its email address is confirmed. */
    MAX_UNPAID_HOLDS_UNVERIFIED: z.coerce.number().int().min(0).max(100).default(1),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.AUTH_SECRET, {
    path: ['AUTH_SECRET'],
    message: 'is required in production (32 or more random characters)',
  })
  .refine((env) => Boolean(env.SSLCOMMERZ_STORE_ID) === Boolean(env.SSLCOMMERZ_STORE_PASSWORD), {
    path: ['SSLCOMMERZ_STORE_PASSWORD'],
    message: 'set SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD together, or neither',
  })
  .refine((env) => env.MAX_ACTIVE_BOOKINGS_UNVERIFIED <= env.MAX_ACTIVE_BOOKINGS_PER_GUEST, {
    path: ['MAX_ACTIVE_BOOKINGS_UNVERIFIED'],
    message: 'must not be more than MAX_ACTIVE_BOOKINGS_PER_GUEST',
  })
  .transform((env) => {
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return {
      env: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      publicUrl,
      https: publicUrl.startsWith('https://'),
      databaseUrl: env.DATABASE_URL,
      databasePoolMax: env.DATABASE_POOL_MAX,
      dataDir: path.resolve(projectRoot, env.DATA_DIR),
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      redisUrl: env.REDIS_URL,
      seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      booking: {
        timeZone: env.HOTEL_TIME_ZONE,
        maxNights: env.MAX_STAY_NIGHTS,
        horizonDays: env.BOOKING_HORIZON_DAYS,
        maxActivePerGuest: env.MAX_ACTIVE_BOOKINGS_PER_GUEST,
        maxActiveUnverified: env.MAX_ACTIVE_BOOKINGS_UNVERIFIED,
      },
      channels: {
        syncMinutes: env.ICAL_SYNC_MINUTES,
        allowPrivateHosts: env.ICAL_ALLOW_PRIVATE_HOSTS,
        fetchTimeoutMs: env.ICAL_FETCH_TIMEOUT_MS,
      },
      auth: {
        secret: env.AUTH_SECRET,
        trustedOrigins: [...new Set([new URL(publicUrl).origin, ...env.TRUSTED_ORIGINS])],
        adminEmails: env.ADMIN_EMAILS.map((email) => email.toLowerCase()),
        requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
        requireStaffTwoFactor: env.REQUIRE_STAFF_2FA ?? env.NODE_ENV === 'production',
        sessionIdleSeconds: env.SESSION_IDLE_DAYS * 86_400,
        sessionMaxSeconds: env.SESSION_MAX_DAYS * 86_400,
        demoAccounts: env.DEMO_ACCOUNTS ?? env.NODE_ENV !== 'production',
        providers: {
          google: credentials(
            env.GOOGLE_CLIENT_ID,
            env.GOOGLE_CLIENT_SECRET,
            env.GOOGLE_ISSUER_URL,
          ),
          facebook: credentials(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
          github: credentials(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
        },
        /** Which of each provider's settings are set (never their values): shown to staff. */
        providerSettings: {
          google: {
            GOOGLE_CLIENT_ID: Boolean(env.GOOGLE_CLIENT_ID),
            GOOGLE_CLIENT_SECRET: Boolean(env.GOOGLE_CLIENT_SECRET),
          },
          facebook: {
            FACEBOOK_CLIENT_ID: Boolean(env.FACEBOOK_CLIENT_ID),
            FACEBOOK_CLIENT_SECRET: Boolean(env.FACEBOOK_CLIENT_SECRET),
          },
          github: {
            GITHUB_CLIENT_ID: Boolean(env.GITHUB_CLIENT_ID),
            GITHUB_CLIENT_SECRET: Boolean(env.GITHUB_CLIENT_SECRET),
          },
        } satisfies Record<SocialProvider, Record<string, boolean>>,
      },
      /** Google Hotels' feeds: the secret live pricing queries carry, if the hotel set one. */
      googleHotels: { querySecret: env.GOOGLE_HOTELS_QUERY_SECRET ?? null },
      mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, preArrivalDays: env.PRE_ARRIVAL_DAYS },
      /** Online deposits; null: guests pay at the hotel. */
      payments:
        env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD
          ? {
              storeId: env.SSLCOMMERZ_STORE_ID,
              storePassword: env.SSLCOMMERZ_STORE_PASSWORD,
              baseUrl: env.SSLCOMMERZ_BASE_URL.replace(/\/+$/, ''),
              timeoutMs: env.SSLCOMMERZ_TIMEOUT_MS,
              holdMinutes: env.PAYMENT_HOLD_MINUTES,
              depositPercent: env.DEPOSIT_PERCENT,
              holdLimits: {
                lapsedPerAccount: env.MAX_LAPSED_HOLDS_PER_ACCOUNT,
                lapsedPerAddress: env.MAX_LAPSED_HOLDS_PER_ADDRESS,
                lapsedWindowHours: env.LAPSED_HOLDS_WINDOW_HOURS,
                unpaidUnverified: env.MAX_UNPAID_HOLDS_UNVERIFIED,
              },
            }
          : null,
    };
  });

export type Config = z.output<typeof configSchema>;

interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
  /** An OpenID Connect issuer to use instead of the provider's own endpoints. */
  issuerUrl?: string;
}

/** A social provider is on only when both its client id and secret are set. */
function credentials(
  clientId: string | undefined,
  clientSecret: string | undefined,
  issuerUrl?: string,
): ProviderCredentials | null {
  if (!clientId || !clientSecret) return null;
  return issuerUrl ? { clientId, clientSecret, issuerUrl } : { clientId, clientSecret };
}

/** Parses the environment, failing with every wrong variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = z.safeParse(configSchema, env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}
