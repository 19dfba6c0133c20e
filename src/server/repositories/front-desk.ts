import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';
import { bookings, suiteBlocks, suites } from '#server/db/schema.ts';
import type { Booking, BookingStatus } from '#shared/booking.ts';
import type { FrontDesk, Occupancy, Report, ReportFigures } from '#shared/front-desk.ts';
import { inReaderLanguage } from '#shared/localized-text.ts';
import { addDays } from '#shared/stay.ts';
import { holdsNights } from './availability.ts';
import { listBookingsWhere, type Viewer } from './booking-reads.ts';

/** The booking list for an export: newest stays first, of one status or all. */
export function bookingsForExport(
  db: Database,
  viewer: Viewer,
  options: { status: BookingStatus | undefined; today: string; now: Date; limit: number },
): Promise<Booking[]> {
  return listBookingsWhere(db, viewer, {
    where: options.status ? eq(bookings.status, options.status) : undefined,
    order: [desc(bookings.checkIn), desc(bookings.createdAt)],
    today: options.today,
    now: options.now,
    limit: options.limit,
  });
}

/** The day's arrivals and departures with the guests' phones, and how many are in the house. */
export async function frontDesk(
  db: Database,
  viewer: Viewer,
  date: string,
  today: string,
  now: Date,
): Promise<FrontDesk> {
  const read = (where: ReturnType<typeof and>) =>
    listBookingsWhere(db, viewer, {
      where,
      order: [asc(suites.name), asc(bookings.createdAt)],
      today,
      now,
      limit: 500,
    });
  const [arrivals, departures, [house]] = await Promise.all([
    read(and(eq(bookings.checkIn, date), holdsNights())),
    read(
      and(
        eq(bookings.checkOut, date),
        inArray(bookings.status, ['confirmed', 'checked_in', 'checked_out']),
      ),
    ),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'checked_in'),
          sql`${bookings.checkIn} <= ${date}::date`,
          gt(bookings.checkOut, date),
        ),
      ),
  ]);
  return { date, arrivals, departures, inHouse: house?.count ?? 0 };
}

/** Every suite (active first, then by name) with the stays and blocks that touch the span. */
export async function occupancy(db: Database, from: string, days: number): Promise<Occupancy> {
  const to = addDays(from, days);
  const [suiteRows, stays, blocks] = await Promise.all([
    db
      .select({ id: suites.id, name: suites.name, nameBn: suites.nameBn, active: suites.active })
      .from(suites)
      .orderBy(sql`${suites.active} desc`, asc(suites.name)),
    db
      .select({
        id: bookings.id,
        suiteId: bookings.suiteId,
        reference: bookings.reference,
        guestName: users.name,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        status: bookings.status,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(and(holdsNights(), lt(bookings.checkIn, to), gt(bookings.checkOut, from)))
      .orderBy(asc(bookings.checkIn)),
    db
      .select({
        id: suiteBlocks.id,
        suiteId: suiteBlocks.suiteId,
        startDate: suiteBlocks.startDate,
        endDate: suiteBlocks.endDate,
        reason: suiteBlocks.reason,
      })
      .from(suiteBlocks)
      .where(and(lt(suiteBlocks.startDate, to), gt(suiteBlocks.endDate, from)))
      .orderBy(asc(suiteBlocks.startDate)),
  ]);
  // Inactive suites matter only while something still occupies them in the span.
  const occupied = new Set([...stays, ...blocks].map((entry) => entry.suiteId));
  return {
    from,
    days,
    suites: suiteRows
      .filter((suite) => suite.active || occupied.has(suite.id))
      .map(({ nameBn, ...suite }) => ({ ...suite, name: inReaderLanguage(suite.name, nameBn) })),
    stays,
    blocks,
  };
}

/** Statuses whose nights count as sold: kept, or used. A no-show's suite stood empty. */
const SOLD = sql`('confirmed', 'checked_in', 'checked_out')`;

interface MonthRow {
  month: string;
  available: number;
  sold: number;
  revenue: number;
}

function figures(available: number, sold: number, revenue: number): ReportFigures {
  return {
    availableNights: available,
    nightsSold: sold,
    occupancy: available > 0 ? Math.round((sold / available) * 1000) / 10 : 0,
    revenue,
    adr: sold > 0 ? Math.round(revenue / sold) : 0,
    revpar: available > 0 ? Math.round(revenue / available) : 0,
  };
}

/** Numbers from either driver: PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The span's occupancy, nights sold, ADR, RevPAR and room revenue, in total and month by month,
 * revenue per suite, cancellations and no-shows, computed in SQL from each booking's stored
 * nightly prices (what it was sold at). Nights on sale are each active suite's nights less its
 * blocked ones.
 */
export async function report(
  db: Database,
  from: string,
  to: string,
  timeZone: string,
): Promise<Report> {
  const months = await rowsOf<MonthRow>(
    db,
    sql`
      with days as (
        select d::date as night
        from generate_series(${from}::date, ${to}::date - 1, interval '1 day') as d
      ),
      available as (
        select to_char(days.night, 'YYYY-MM') as month, count(*)::int as nights
        from days
        cross join suites s
        where s.active
          and not exists (
            select 1 from suite_blocks k
            where k.suite_id = s.id and k.start_date <= days.night and k.end_date > days.night
          )
        group by 1
      ),
      sold as (
        select to_char((n->>'date')::date, 'YYYY-MM') as month,
          count(*)::int as nights,
          coalesce(sum((n->>'price')::int), 0)::int as revenue
        from bookings b
        cross join lateral jsonb_array_elements(b.nightly_prices) as n
        where b.status in ${SOLD}
          and b.check_in < ${to}::date and b.check_out > ${from}::date
          and (n->>'date')::date >= ${from}::date and (n->>'date')::date < ${to}::date
        group by 1
      ),
      all_months as (
        select distinct to_char(night, 'YYYY-MM') as month from days
      )
      select m.month,
        coalesce(a.nights, 0)::int as available,
        coalesce(s.nights, 0)::int as sold,
        coalesce(s.revenue, 0)::int as revenue
      from all_months m
      left join available a on a.month = m.month
      left join sold s on s.month = m.month
      order by m.month
    `,
  );
  const inSpan = (at: ReturnType<typeof sql>) =>
    sql`(${at} at time zone ${timeZone})::date >= ${from}::date and (${at} at time zone ${timeZone})::date < ${to}::date`;
  const [bySuite, [lost], [money]] = await Promise.all([
    rowsOf<{
      suiteId: string;
      name: string;
      nameBn: string | null;
      nightsSold: number;
      revenue: number;
    }>(
      db,
      sql`
        select s.id as "suiteId", s.name, s.name_bn as "nameBn",
          count(*)::int as "nightsSold",
          coalesce(sum((n->>'price')::int), 0)::int as revenue
        from bookings b
        join suites s on s.id = b.suite_id
        cross join lateral jsonb_array_elements(b.nightly_prices) as n
        where b.status in ${SOLD}
          and b.check_in < ${to}::date and b.check_out > ${from}::date
          and (n->>'date')::date >= ${from}::date and (n->>'date')::date < ${to}::date
        group by s.id, s.name, s.name_bn
        order by revenue desc, s.name
      `,
    ),
    rowsOf<{ cancelled: number; nights: number; revenue: number; noShows: number }>(
      db,
      sql`
        select
          count(distinct b.id) filter (where b.status = 'cancelled')::int as cancelled,
          count(*) filter (where b.status = 'cancelled')::int as nights,
          coalesce(sum((n->>'price')::int) filter (where b.status = 'cancelled'), 0)::int as revenue,
          count(distinct b.id) filter (where b.status = 'no_show')::int as "noShows"
        from bookings b
        cross join lateral jsonb_array_elements(b.nightly_prices) as n
        where b.status in ('cancelled', 'no_show')
          and b.check_in < ${to}::date and b.check_out > ${from}::date
          and (n->>'date')::date >= ${from}::date and (n->>'date')::date < ${to}::date
      `,
    ),
    rowsOf<Report['payments']>(
      db,
      sql`
        select
          (select coalesce(sum(p.amount), 0) from payments p
            where p.status = 'paid' and ${inSpan(sql`p.paid_at`)})::int as received,
          (select coalesce(sum(r.amount), 0) from refunds r
            where r.status <> 'failed' and ${inSpan(sql`r.created_at`)})::int as refunded,
          (select count(*) from bookings b
            where b.status = 'expired' and ${inSpan(sql`b.hold_expires_at`)})::int as "holdsExpired",
          (select count(*) from refunds r where r.status = 'failed')::int as "refundsRefused"
      `,
    ),
  ]);
  const total = months.reduce(
    (sum, month) => ({
      available: sum.available + month.available,
      sold: sum.sold + month.sold,
      revenue: sum.revenue + month.revenue,
    }),
    { available: 0, sold: 0, revenue: 0 },
  );
  return {
    from,
    to,
    ...figures(total.available, total.sold, total.revenue),
    byMonth: months.map((month) => ({
      month: month.month,
      ...figures(month.available, month.sold, month.revenue),
    })),
    bySuite: bySuite.map(({ nameBn, ...suite }) => ({
      ...suite,
      name: inReaderLanguage(suite.name, nameBn),
    })),
    cancellations: {
      bookings: lost?.cancelled ?? 0,
      nights: lost?.nights ?? 0,
      revenue: lost?.revenue ?? 0,
    },
    noShows: lost?.noShows ?? 0,
    payments: money ?? { received: 0, refunded: 0, holdsExpired: 0, refundsRefused: 0 },
  };
}
