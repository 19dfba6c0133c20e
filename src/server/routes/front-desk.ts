import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvTable } from '#server/http/csv.ts';
import { recordAuditEvent } from '#server/repositories/audit.ts';
import {
  bookingsForExport,
  frontDesk,
  occupancy,
  report,
} from '#server/repositories/front-desk.ts';
import { hotelDate } from '#server/service-context.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { BOOKING_STATUSES } from '#shared/booking.ts';
import {
  frontDeskQuerySchema,
  frontDeskSchema,
  occupancyQuerySchema,
  occupancySchema,
  reportQuerySchema,
  reportSchema,
} from '#shared/front-desk.ts';

const staffErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Most bookings one CSV holds: years of a small hotel's bookings. */
const CSV_LIMIT = 50_000;

function csvReply<T extends { header: (name: string, value: string) => T }>(
  reply: T,
  file: string,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store');
}

/**
 * The front desk (staff only): the day's arrivals and departures, the occupancy calendar, the
 * month's figures and the CSV downloads.
 */
export const frontDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/front-desk',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'bookings'],
        summary:
          "A day's arrivals and departures with the guests' phones, and how many guests are in the house (admins only; default today)",
        querystring: frontDeskQuerySchema,
        response: { 200: frontDeskSchema, ...staffErrors },
      },
    },
    async (request) => {
      const now = app.clock();
      const today = hotelDate(app.config, now);
      return frontDesk(db, request.user, request.query.date ?? today, today, now);
    },
  );

  app.get(
    '/api/admin/occupancy',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'bookings'],
        summary: `Every suite with the stays and blocks from \`from\` for \`days\` nights (at most a quarter), for the occupancy calendar (admins only)`,
        querystring: occupancyQuerySchema,
        response: { 200: occupancySchema, ...staffErrors },
      },
    },
    async (request) => occupancy(db, request.query.from, request.query.days),
  );

  app.get(
    '/api/admin/reports',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'bookings'],
        summary:
          'Occupancy, nights sold, ADR, RevPAR and room revenue for nights from `from` up to `to`, by month and by suite, with cancellations, no-shows and online payments (admins only)',
        querystring: reportQuerySchema,
        response: { 200: reportSchema, ...staffErrors },
      },
    },
    async (request) =>
      report(db, request.query.from, request.query.to, app.config.booking.timeZone),
  );

  app.get(
    '/api/admin/reports.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'bookings'],
        summary: "The report's figures as CSV: one row per month, then the total (admins only)",
        querystring: reportQuerySchema,
        produces: ['text/csv'],
        // The CSV is sent as text, so this documents it rather than serialises it.
        response: { 200: z.string(), ...staffErrors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const figures = await report(db, from, to, app.config.booking.timeZone);
      const row = (label: string, f: (typeof figures.byMonth)[number] | typeof figures) => [
        label,
        f.availableNights,
        f.nightsSold,
        f.occupancy,
        f.revenue,
        f.adr,
        f.revpar,
      ];
      return csvReply(reply, `report-${from}-to-${to}.csv`).send(
        csvTable(
          [
            'month',
            'nights_on_sale',
            'nights_sold',
            'occupancy_percent',
            'revenue_bdt',
            'adr_bdt',
            'revpar_bdt',
          ],
          [...figures.byMonth.map((month) => row(month.month, month)), row('total', figures)],
        ),
      );
    },
  );

  app.get(
    '/api/admin/bookings.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'bookings'],
        summary:
          'The booking list as CSV, one row per booking with its reference, the status filter applied; recorded in the audit trail (admins only)',
        querystring: z.object({ status: z.enum(BOOKING_STATUSES).optional() }),
        produces: ['text/csv'],
        // The CSV is sent as text, so this documents it rather than serialises it.
        response: { 200: z.string(), ...staffErrors },
      },
    },
    async (request, reply) => {
      const { status } = request.query;
      const now = app.clock();
      const today = hotelDate(app.config, now);
      const rows = await bookingsForExport(db, request.user, {
        status,
        today,
        now,
        limit: CSV_LIMIT,
      });
      await recordAuditEvent(db, {
        actor: { id: request.user.id, email: request.user.email },
        action: 'booking.exported',
        target: { type: 'bookings', id: status ?? 'all' },
        before: null,
        after: { status: status ?? 'all', rows: rows.length },
      });
      return csvReply(reply, `bookings-${status ?? 'all'}-${today}.csv`).send(
        csvTable(
          [
            'reference',
            'status',
            'suite',
            'guest',
            'email',
            'phone',
            'check_in',
            'check_out',
            'nights',
            'adults',
            'children',
            'subtotal_bdt',
            'discount_bdt',
            'service_charge_bdt',
            'vat_bdt',
            'tax_bdt',
            'total_bdt',
            'paid_online_bdt',
            'refunded_bdt',
            'due_at_hotel_bdt',
            'booked_at',
            'cancelled_at',
          ],
          rows.map((booking) => [
            booking.reference,
            booking.status,
            booking.suite.name,
            booking.guest.name,
            booking.guest.email,
            booking.guest.phone,
            booking.checkIn,
            booking.checkOut,
            booking.nights,
            booking.adults,
            booking.children,
            booking.subtotal,
            booking.discount,
            booking.serviceCharge,
            booking.vat,
            booking.tax,
            booking.total,
            booking.amountPaid,
            booking.amountRefunded,
            booking.balanceDue,
            booking.createdAt,
            booking.cancelledAt,
          ]),
        ),
      );
    },
  );
};
