import { systemClock } from '#server/clock.ts';
import type { CounterStore } from '#server/repositories/rate-counters.ts';

const MINUTE = 60_000;

/** The sign-in rules, in one place. */
export const SIGN_IN_RULES = {
  /** Failed sign-ins to one account from one address before that address must wait. */
  failuresPerAddress: 10,
  addressWindowMs: 15 * MINUTE,
  /** Failures to one account, from anywhere, before each further try must wait its turn. */
  freeFailuresPerAccount: 20,
  accountWindowMs: 60 * MINUTE,
  /** The wait doubles with each failure past the free ones, up to this. */
  maxBackoffMs: 5 * MINUTE,
  /** An address where the account signed in lately is exempt from the account-wide wait. */
  knownAddressMs: 30 * 24 * 60 * MINUTE,
} as const;

/**
 * Failed sign-ins, counted where every server process sees them. One address guessing at one
 * account is stopped after 10 failures for 15 minutes, which never locks out the owner signing
 * in from elsewhere. Guesses spread over many addresses are slowed, not stopped: past 20 failures
 * in an hour, each try waits 1 s, 2 s, 4 s … up to 5 minutes after the last failure; the owner's
 * own recent addresses skip that wait. Unknown emails are counted like known ones, so the
 * answers cannot tell them apart.
 */
export class SignInThrottle {
  private readonly store: CounterStore;
  private readonly now: () => number;

  constructor(store: CounterStore, now: () => number = () => systemClock().getTime()) {
    this.store = store;
    this.now = now;
  }

  /** Seconds before this address may try this account again; 0 when it may try now. */
  async waitSeconds(email: string, address: string): Promise<number> {
    const now = this.now();
    const [pair, account] = await Promise.all([
      this.store.get(pairKey(email, address), now),
      this.store.get(accountKey(email), now),
    ]);
    let waitMs = 0;
    if (pair && pair.count >= SIGN_IN_RULES.failuresPerAddress) waitMs = pair.expiresAt - now;
    const excess = (account?.count ?? 0) - SIGN_IN_RULES.freeFailuresPerAccount;
    if (account && excess >= 0) {
      const backoff = Math.min(1000 * 2 ** excess, SIGN_IN_RULES.maxBackoffMs);
      const accountWait = account.lastAt + backoff - now;
      if (accountWait > waitMs && !(await this.store.get(knownKey(email, address), now))) {
        waitMs = accountWait;
      }
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const now = this.now();
    await Promise.all([
      this.store.hit(pairKey(email, address), SIGN_IN_RULES.addressWindowMs, now),
      this.store.hit(accountKey(email), SIGN_IN_RULES.accountWindowMs, now),
    ]);
  }

  /** The address proved it knows the password: its failures are forgiven and it is known. */
  async recordSuccess(email: string, address: string): Promise<void> {
    await Promise.all([
      this.store.delete(pairKey(email, address)),
      this.store.hit(knownKey(email, address), SIGN_IN_RULES.knownAddressMs, this.now()),
    ]);
  }

  /** After a password reset, guesses at the old password no longer slow the account. */
  async forgetAccount(email: string): Promise<void> {
    await this.store.delete(accountKey(email));
  }
}

const pairKey = (email: string, address: string) => `signin:address:${email}:${address}`;
const accountKey = (email: string) => `signin:account:${email}`;
const knownKey = (email: string, address: string) => `signin:known:${email}:${address}`;
