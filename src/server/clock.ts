/**
 * Business time (stays, holds, payments, promo validity, reviews, mail schedules, reports) is read
 * from one clock: the app's `app.clock`, passed down as `now` to rules and repositories. Tests
 * replace it to move time; only this module, logging and rate-limit windows read the system's
 * time (see docs/ARCHITECTURE.md).
 */
export type Clock = () => Date;

/** The system's time: the clock of a running server. */
export const systemClock: Clock = () => new Date();
