import { sendInReaderLanguage } from '#server/mail/mail-language.ts';
import { bookingPageUrl, mailedStay, reservationPageUrl } from '#server/mail/stay-mail.ts';
import { afterStayMail, preArrivalMail } from '#server/mail/templates.ts';
import { findBooking, HOTEL_VIEWER } from '#server/repositories/booking-reads.ts';
import { findReservationRow } from '#server/repositories/reservations.ts';
import {
  claimStayMail,
  releaseStayMail,
  type StayMailKind,
  type StayMailWindow,
  stayMailsOwed,
} from '#server/repositories/stay-mails.ts';
import { hotelDate, type ServiceContext } from '#server/service-context.ts';
import type { Booking } from '#shared/booking.ts';
import { paths } from '#shared/paths.ts';
import { addDays } from '#shared/stay.ts';

/**
 * The mails around a stay (issue 35), sent by a sweep every process runs each minute:
 * - before arrival, once the check-in is PRE_ARRIVAL_DAYS away or nearer, to confirmed bookings
 *   (one paid, or made, inside that window gets it at the next sweep);
 * - after the stay, from the day after check-out, to stays that were not cancelled, expired or
 *   missed.
 * Each booking's mail is claimed by one statement before it is queued in the outbox, so two
 * processes never both send it; the suites of one reservation are claimed together and named in
 * one mail, under the reservation's reference. A claim whose mail the outbox refused is given back and sent by
 * a later sweep; a process stopped between the two loses that one mail rather than sending two.
 */

/**
 * A thank-you is sent at most this many days after check-out. Stays that ended before (the
 * servers were down, or checked out before this mail existed) get none: it would come too late.
 */
export const AFTER_STAY_LATEST_DAYS = 3;

/** Mails of one kind claimed per sweep; any more go at the next one, a minute later. */
const PER_SWEEP = 50;

/** Sends the stay mails now due; how many of each were queued. */
export async function sendStayMails(
  context: ServiceContext,
): Promise<{ preArrival: number; afterStay: number }> {
  const today = hotelDate(context.config, context.now());
  const ahead = context.config.mail.preArrivalDays;
  const preArrival =
    ahead > 0
      ? await sendOwed(context, 'preArrival', { from: today, to: addDays(today, ahead) })
      : 0;
  const afterStay = await sendOwed(context, 'afterStay', {
    from: addDays(today, -AFTER_STAY_LATEST_DAYS),
    to: addDays(today, -1),
  });
  return { preArrival, afterStay };
}

async function sendOwed(
  context: ServiceContext,
  kind: StayMailKind,
  window: StayMailWindow,
): Promise<number> {
  const { db, config } = context;
  let sent = 0;
  for (const id of await stayMailsOwed(db, kind, window, PER_SWEEP)) {
    const claimedAt = context.now();
    // Taken by another process since it was listed (or with its reservation's), or no longer
    // owed (cancelled, moved): nothing. Else this booking, and its reservation's other suites.
    const claimed = await claimStayMail(db, kind, id, window, claimedAt);
    if (claimed.length === 0) continue;
    try {
      const today = hotelDate(config, claimedAt);
      const rooms: Booking[] = [];
      for (const bookingId of claimed) {
        const booking = await findBooking(db, HOTEL_VIEWER, bookingId, today, claimedAt);
        if (booking) rooms.push(booking);
      }
      const visit = await visitOf(context, rooms);
      if (!visit) continue;
      const to = visit.rooms[0]?.guest.email ?? '';
      await sendInReaderLanguage(context, to, () => stayMail(context, kind, visit));
      context.log.info({ bookingIds: claimed, mail: kind }, 'stay mail queued');
      sent++;
    } catch (error) {
      context.log.error({ err: error, bookingIds: claimed, mail: kind }, 'stay mail failed');
      for (const bookingId of claimed) {
        await releaseStayMail(db, kind, bookingId, claimedAt).catch((release: unknown) => {
          context.log.error({ err: release, bookingId, mail: kind }, 'stay mail not released');
        });
      }
    }
  }
  return sent;
}

/** The suites one stay mail is about, and the reference it goes under. */
interface Visit {
  reference: string;
  rooms: Booking[];
  /** The reservation they are suites of; null for a booking on its own. */
  reservationId: string | null;
}

/** The suites claimed, under their booking's reference, or their reservation's. */
async function visitOf(context: ServiceContext, rooms: Booking[]): Promise<Visit | null> {
  const [first] = rooms;
  if (!first) return null;
  const { reservationId } = first;
  if (!reservationId) return { reference: first.reference, rooms, reservationId: null };
  const found = await findReservationRow(context.db, HOTEL_VIEWER, reservationId);
  return { reference: found?.row.reference ?? first.reference, rooms, reservationId };
}

function stayMail(context: ServiceContext, kind: StayMailKind, visit: Visit) {
  const { config } = context;
  const [first] = visit.rooms;
  if (!first) throw new Error('a stay mail names no suite');
  const { email, name } = first.guest;
  const mailed = { reference: visit.reference, rooms: visit.rooms.map(mailedStay) };
  if (kind === 'preArrival') {
    return preArrivalMail(email, name, mailed, {
      arrivalTime: first.arrivalTime,
      bookingUrl: visit.reservationId
        ? reservationPageUrl(config, visit.reservationId)
        : bookingPageUrl(config, first.id),
    });
  }
  // The review form, with this stay chosen (while it is not reviewed yet); for several suites,
  // the form, where the guest picks the suite.
  const reviewUrl = new URL(paths.dashboardReview, config.publicUrl);
  if (visit.rooms.length === 1) reviewUrl.searchParams.set('stay', first.id);
  return afterStayMail(email, name, mailed, reviewUrl.toString());
}
