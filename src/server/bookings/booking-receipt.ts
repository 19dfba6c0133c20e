import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Config } from '#server/config.ts';
import type { Booking } from '#shared/booking.ts';
import { STATUS_LABELS } from '#shared/booking-status.ts';
import { EXTRA_UNIT_LABELS } from '#shared/extras.ts';
import { hotel } from '#shared/hotel.ts';
import { formatBdt } from '#shared/money.ts';
import { REFUND_REASON_LABELS, REFUND_STATUS_LABELS } from '#shared/payments.ts';
import {
  formatExtra,
  formatNightGroup,
  nightGroups,
  priceLines,
  TOTAL_LABEL,
} from '#shared/price-lines.ts';
import { hotelToday } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { hotelTime } from './booking-mail.ts';
import { sfntFromWoff } from './woff.ts';

/**
 * A booking's receipt as a PDF (A4), drawn with pdfkit in the demo hotel's look: a forest-green
 * letterhead with a brass rule, Cormorant Garamond for headings and figures, Jost for text, on
 * warm ivory. It lists the guest, the stay, the nights grouped by price and the extras, the
 * spec's price lines as the site writes them, and what was paid, refunded and is left to pay at
 * the hotel. A booking that is not (or no longer) good for a stay says so in a banner and across
 * every page, so it can never pass for a paid one.
 */

/** The brand's colours (src/web/styles/index.css). */
const COLOR = {
  forest: '#1f3a2e',
  ivory: '#faf6ee',
  ivoryDeep: '#f2ebdd',
  rule: '#ddd1bb',
  ink: '#1c1f1d',
  inkMuted: '#4d5550',
  brass: '#b08d57',
  brassDark: '#7a5a2b',
  brassLight: '#dcc395',
  danger: '#9b2c2c',
} as const;

/**
 * The site's own faces and weights (src/web/boot.ts), Latin subset, which pdfkit subsets again
 * into each file. They hold no ৳ glyph, so amounts say BDT as everywhere else on the site.
 */
const FONT_FILES = {
  display: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff',
  text: '@fontsource/jost/files/jost-latin-400-normal.woff',
  textMedium: '@fontsource/jost/files/jost-latin-500-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;

let fontData: Record<FontName, Buffer> | undefined;

/**
 * The fonts, read and unwrapped on the first receipt and kept: later receipts read nothing from
 * disk.
 */
function receiptFonts(): Record<FontName, Buffer> {
  if (!fontData) {
    const require = createRequire(import.meta.url);
    const read = (name: FontName) => sfntFromWoff(readFileSync(require.resolve(FONT_FILES[name])));
    fontData = { display: read('display'), text: read('text'), textMedium: read('textMedium') };
  }
  return fontData;
}

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE.width - MARGIN * 2;
const RIGHT = PAGE.width - MARGIN;
/** Content ends here; the footer sits below. */
const CONTENT_BOTTOM = PAGE.height - 66;
/** The amounts' column, right-aligned at the margin. */
const AMOUNT_WIDTH = 130;
const LABEL_WIDTH = CONTENT_WIDTH - AMOUNT_WIDTH - 16;

interface TextStyle {
  font: FontName;
  size: number;
  color: string;
  /** Letter spacing, for the small capital labels. */
  spacing?: number;
  lineGap?: number;
  /** OpenType features beyond the defaults: `lnum`, Cormorant's lining figures, for amounts. */
  features?: PDFKit.Mixins.OpenTypeFeatures[];
}

const STYLE = {
  eyebrow: { font: 'textMedium', size: 7.5, color: COLOR.brassDark, spacing: 1.6 },
  body: { font: 'text', size: 9.5, color: COLOR.ink, lineGap: 2 },
  muted: { font: 'text', size: 8.5, color: COLOR.inkMuted, lineGap: 1.5 },
  strong: { font: 'textMedium', size: 9.5, color: COLOR.ink, lineGap: 2 },
  heading: { font: 'display', size: 19, color: COLOR.forest, lineGap: 1 },
  /** Cormorant's default figures are old-style, where 0 reads as o: amounts use lining ones. */
  figure: { font: 'display', size: 15, color: COLOR.forest, features: ['lnum'] },
} as const satisfies Record<string, TextStyle>;

/** What stands out on a receipt that is not a plain confirmation, and its warning colour. */
function statusNotice(
  config: Config,
  booking: Booking,
): { title: string; text: string; color: string; stamp: boolean } | null {
  const label = STATUS_LABELS[booking.status];
  switch (booking.status) {
    case 'pending_payment': {
      const until = booking.holdExpiresAt
        ? `held until ${hotelTime(config, new Date(booking.holdExpiresAt))}`
        : 'held for a short while';
      return {
        title: label,
        text: `This booking is not confirmed yet. The suite is ${until} for a deposit of ${formatBdt(booking.amountDue)}, paid online; once the hold ends unpaid, the booking ends with it.`,
        color: COLOR.brassDark,
        stamp: true,
      };
    }
    case 'cancelled':
      return {
        title: label,
        text: `Cancelled${booking.cancelledAt ? ` on ${hotelTime(config, new Date(booking.cancelledAt))}` : ''}: this booking is not valid for a stay, and nothing more is owed.`,
        color: COLOR.danger,
        stamp: true,
      };
    case 'expired':
      return {
        title: label,
        text: 'The hold on this booking ended before its deposit was paid, and its nights were released. It is not valid for a stay and nothing is owed.',
        color: COLOR.danger,
        stamp: true,
      };
    case 'no_show':
      return {
        title: label,
        text: 'The guest did not arrive for this stay.',
        color: COLOR.inkMuted,
        stamp: false,
      };
    default:
      return null;
  }
}

/** Draws on one pdfkit document, top to bottom, starting a page when the next block will not fit. */
class ReceiptWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly booking: Booking;
  y = 0;
  /** The table being drawn, whose title a new page repeats. */
  private section: { title: string; aside?: string } | null = null;
  /** Whether nothing is drawn yet under the current title. */
  private tableTop = false;

  constructor(booking: Booking, dates: { booked: string; issued: string }) {
    this.booking = booking;
    const fonts = receiptFonts();
    this.doc = new PDFDocument({
      size: 'A4',
      autoFirstPage: false,
      bufferPages: true,
      // pdfkit's own margins only guard its automatic breaks, which this writer never relies on.
      margins: { top: 36, bottom: 12, left: MARGIN, right: MARGIN },
      lang: 'en-GB',
      displayTitle: true,
      info: {
        Title: `Receipt ${booking.reference}, ${hotel.name}`,
        Author: hotel.name,
        Subject: `${booking.suite.name}, ${booking.checkIn} to ${booking.checkOut}`,
        Creator: 'Suitebook',
        Keywords: `receipt, ${booking.reference}`,
      },
    });
    for (const name of Object.keys(fonts) as FontName[]) {
      this.doc.registerFont(name, fonts[name]);
    }
    this.doc.on('pageAdded', () => {
      this.doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOR.ivory);
    });
    this.doc.addPage();
    this.letterhead(dates);
  }

  private use(style: TextStyle): PDFKit.Mixins.TextOptions {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
    return {
      characterSpacing: style.spacing ?? 0,
      lineGap: style.lineGap ?? 0,
      ...(style.features ? { features: style.features } : {}),
    };
  }

  /** The height `text` takes in `style`, wrapped to `width`. */
  measure(text: string, style: TextStyle, width: number): number {
    const options = this.use(style);
    return this.doc.heightOfString(text, { ...options, width });
  }

  /** Writes `text` at (x, y), wrapped to `width`; returns its height. */
  write(
    text: string,
    style: TextStyle,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'right' | 'center' = 'left',
  ): number {
    const options = this.use(style);
    const height = this.doc.heightOfString(text, { ...options, width });
    this.doc.text(text, x, y, { ...options, width, align });
    return height;
  }

  /** A rule across the content at `y`. */
  rule(y: number, color: string = COLOR.rule, weight = 0.6): void {
    this.doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(weight).strokeColor(color).stroke();
  }

  /**
   * Makes room for `height` more points, on a new page when this one is full; a table cut there
   * carries its title over.
   */
  ensure(height: number): void {
    if (this.y + height <= CONTENT_BOTTOM) return;
    this.doc.addPage();
    this.continuationHeader();
    if (this.section) this.sectionTitle(`${this.section.title}, continued`, this.section.aside);
  }

  private letterhead(dates: { booked: string; issued: string }): void {
    const { doc, booking } = this;
    const bandHeight = 128;
    doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOR.forest);
    doc.rect(0, bandHeight, PAGE.width, 2.5).fill(COLOR.brass);

    const rightWidth = 170;
    const leftWidth = CONTENT_WIDTH - rightWidth - 24;
    let y = 32;
    y += this.write(
      hotel.name,
      { ...STYLE.heading, size: 25, color: COLOR.ivory },
      MARGIN,
      y,
      leftWidth,
    );
    y += 4;
    y += this.write(
      hotel.tagline,
      { font: 'text', size: 8.5, color: COLOR.brassLight, lineGap: 1 },
      MARGIN,
      y,
      leftWidth,
    );
    y += 8;
    const address = [
      hotel.address.street,
      hotel.address.locality,
      hotel.address.region,
      hotel.address.country,
    ];
    const contact = { font: 'text', size: 8.5, color: COLOR.ivory, lineGap: 2 } as const;
    y += this.write(address.join(', '), contact, MARGIN, y, leftWidth);
    this.write(`${hotel.phone.display}   ·   ${hotel.email}`, contact, MARGIN, y, leftWidth);

    const x = RIGHT - rightWidth;
    let ry = 32;
    ry += this.write(
      'RECEIPT',
      { ...STYLE.eyebrow, color: COLOR.brassLight, spacing: 2.4 },
      x,
      ry,
      rightWidth,
      'right',
    );
    ry += 4;
    ry += this.write(
      booking.reference,
      { ...STYLE.figure, size: 24, color: COLOR.ivory, spacing: 1.2 },
      x,
      ry,
      rightWidth,
      'right',
    );
    ry += 6;
    const dateStyle = { font: 'text', size: 8.5, color: COLOR.ivory, lineGap: 2 } as const;
    ry += this.write(`Booked ${dates.booked}`, dateStyle, x, ry, rightWidth, 'right');
    this.write(`Issued ${dates.issued}`, dateStyle, x, ry, rightWidth, 'right');
    this.y = bandHeight + 24;
  }

  /** The top of every page after the first: who, which receipt, and that it goes on. */
  private continuationHeader(): void {
    const { booking } = this;
    const y = 40;
    this.write(hotel.name, { ...STYLE.heading, size: 15 }, MARGIN, y, CONTENT_WIDTH / 2);
    // The reference untracked: letter-spaced, a PDF reader copies it as "S B - …".
    this.write(
      `Receipt ${booking.reference}, continued`,
      { ...STYLE.muted, size: 8.5 },
      PAGE.width / 2,
      y + 4,
      CONTENT_WIDTH / 2,
      'right',
    );
    this.rule(y + 26, COLOR.brass, 1);
    this.y = y + 46;
  }

  /** A small capital label over a section, with a fine rule. */
  sectionTitle(title: string, aside?: string): void {
    // A title never ends a page alone: keep room for it and a line or two beneath.
    this.section = null;
    this.ensure(64);
    this.section = { title, ...(aside ? { aside } : {}) };
    this.write(title.toUpperCase(), STYLE.eyebrow, MARGIN, this.y, CONTENT_WIDTH);
    if (aside) {
      this.write(
        aside.toUpperCase(),
        STYLE.eyebrow,
        RIGHT - AMOUNT_WIDTH,
        this.y,
        AMOUNT_WIDTH,
        'right',
      );
    }
    this.y += 11;
    this.rule(this.y, COLOR.brass, 0.8);
    this.y += 8;
    this.tableTop = true;
  }

  /**
   * One line of a table: its label (wrapped, with an optional note beneath) on the left and its
   * amount on the right, both starting on the same line.
   */
  line(
    label: string,
    amount: string,
    options: { style?: TextStyle; amountStyle?: TextStyle; note?: string; indent?: number } = {},
  ): void {
    const style = options.style ?? STYLE.body;
    const amountStyle = options.amountStyle ?? style;
    const indent = options.indent ?? 0;
    const width = LABEL_WIDTH - indent;
    const height = this.lineHeight(label, options);
    this.ensure(height);
    this.tableTop = false;
    const top = this.y;
    // Label, amount, then note: the order a reader (and a copy of the text) takes them in.
    const labelHeight = this.write(label, style, MARGIN + indent, top, width);
    // A larger amount starts higher, so that its figures sit on the label's line.
    const lift = Math.max(0, amountStyle.size - style.size) * 0.45;
    if (amount)
      this.write(amount, amountStyle, RIGHT - AMOUNT_WIDTH, top - lift, AMOUNT_WIDTH, 'right');
    if (options.note)
      this.write(options.note, STYLE.muted, MARGIN + indent, top + labelHeight + 1, width);
    this.y = top + height;
  }

  /** The room `line` takes, its gap below included. */
  lineHeight(
    label: string,
    options: { style?: TextStyle; amountStyle?: TextStyle; note?: string; indent?: number } = {},
  ): number {
    const style = options.style ?? STYLE.body;
    const amountStyle = options.amountStyle ?? style;
    const width = LABEL_WIDTH - (options.indent ?? 0);
    const noteHeight = options.note ? this.measure(options.note, STYLE.muted, width) + 1 : 0;
    return Math.max(this.measure(label, style, width) + noteHeight, amountStyle.size + 3) + 4;
  }

  /** A warning across the top of the content: the status and what it means. */
  notice(notice: { title: string; text: string; color: string }): void {
    const pad = 10;
    const width = CONTENT_WIDTH - pad * 2 - 3;
    const titleStyle = { ...STYLE.eyebrow, size: 8.5, color: notice.color, spacing: 2 };
    const textStyle = { ...STYLE.body, color: COLOR.ink };
    const height =
      pad * 2 +
      this.measure(notice.title.toUpperCase(), titleStyle, width) +
      5 +
      this.measure(notice.text, textStyle, width);
    this.ensure(height);
    const top = this.y;
    this.doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(COLOR.ivoryDeep);
    this.doc.rect(MARGIN, top, 3, height).fill(notice.color);
    let y = top + pad;
    y += this.write(notice.title.toUpperCase(), titleStyle, MARGIN + pad + 3, y, width) + 5;
    this.write(notice.text, textStyle, MARGIN + pad + 3, y, width);
    this.y = top + height + 18;
  }

  /** Who booked and what: the guest beside the suite, then the stay's dates as four figures. */
  guestAndStay(): void {
    const { booking } = this;
    const gap = 32;
    const columnWidth = (CONTENT_WIDTH - gap) / 2;
    const rightX = MARGIN + columnWidth + gap;
    const nameStyle = { ...STYLE.heading, size: 17 };
    const top = this.y;

    let y = top;
    y += this.write('GUEST', STYLE.eyebrow, MARGIN, y, columnWidth) + 6;
    y +=
      this.write(booking.guest.name, { ...nameStyle, color: COLOR.ink }, MARGIN, y, columnWidth) +
      3;
    y += this.write(booking.guest.email, STYLE.body, MARGIN, y, columnWidth);
    if (booking.guest.phone)
      y += this.write(booking.guest.phone, STYLE.body, MARGIN, y, columnWidth);

    let ry = top;
    ry += this.write('SUITE', STYLE.eyebrow, rightX, ry, columnWidth) + 6;
    ry += this.write(booking.suite.name, nameStyle, rightX, ry, columnWidth) + 3;
    const { suite } = booking;
    ry +=
      this.write(
        `${suite.bed}  ·  ${suite.sizeSqft.toLocaleString('en-US')} sq ft  ·  sleeps ${suite.capacity}`,
        STYLE.body,
        rightX,
        ry,
        columnWidth,
      ) + 6;
    this.write('Status', STYLE.muted, rightX, ry + 1, 48);
    ry += this.write(
      STATUS_LABELS[booking.status],
      STYLE.strong,
      rightX + 48,
      ry,
      columnWidth - 48,
    );
    this.y = Math.max(y, ry) + 16;

    const cells: [string, string][] = [
      ['Check in', formatStayDate(booking.checkIn)],
      ['Check out', formatStayDate(booking.checkOut)],
      ['Nights', formatNights(booking.nights)],
      ['Party', formatParty(booking)],
    ];
    const cellWidth = CONTENT_WIDTH / cells.length;
    const band = this.y;
    this.doc.rect(MARGIN, band, CONTENT_WIDTH, 42).fill(COLOR.ivoryDeep);
    cells.forEach(([label, value], index) => {
      const x = MARGIN + index * cellWidth + 12;
      if (index > 0) {
        this.doc
          .moveTo(MARGIN + index * cellWidth, band + 9)
          .lineTo(MARGIN + index * cellWidth, band + 33)
          .lineWidth(0.6)
          .strokeColor(COLOR.rule)
          .stroke();
      }
      this.write(label.toUpperCase(), { ...STYLE.eyebrow, size: 6.8 }, x, band + 9, cellWidth - 20);
      this.write(value, { ...STYLE.strong, size: 9.5 }, x, band + 22, cellWidth - 20);
    });
    this.y = band + 42 + 24;
  }

  /** The nights, the extras and the spec's lines down to the total. */
  charges(): void {
    const { booking } = this;
    this.sectionTitle('Charges', 'Amount');

    this.line('Accommodation', '', { style: STYLE.strong });
    for (const group of nightGroups(booking)) {
      this.line(formatNightGroup(group), formatBdt(group.nights * group.price), { indent: 12 });
    }
    if (booking.extras.length > 0) {
      this.y += 2;
      this.line('Extras', '', { style: STYLE.strong });
      for (const extra of booking.extras) {
        this.line(formatExtra(extra), formatBdt(extra.amount), {
          indent: 12,
          note: `${formatBdt(extra.price)} ${EXTRA_UNIT_LABELS[extra.unit]}`,
        });
      }
    }

    // The spec's lines and the total are read together: they move to a new page as one.
    const summary = priceLines(booking).map((line) => ({
      ...line,
      options:
        line.key === 'discount' && booking.promoCode
          ? { note: `Promo code ${booking.promoCode}` }
          : {},
    }));
    const totalHeight = 58;
    this.ensure(
      9 +
        summary.reduce((sum, line) => sum + this.lineHeight(line.label, line.options), 0) +
        totalHeight,
    );
    // Beneath the lines above it, a fine rule; at the top of a new page, the title's is enough.
    if (!this.tableTop) {
      this.rule(this.y - 2);
      this.y += 9;
    }
    for (const line of summary) this.line(line.label, line.amount, line.options);

    this.rule(this.y, COLOR.forest, 1.2);
    this.y += 12;
    const top = this.y;
    this.write(
      TOTAL_LABEL,
      { ...STYLE.strong, size: 11, spacing: 0.4 },
      MARGIN,
      top + 11,
      LABEL_WIDTH,
    );
    this.write(
      formatBdt(booking.total),
      { ...STYLE.figure, size: 26 },
      RIGHT - 220,
      top - 2,
      220,
      'right',
    );
    this.y = top + 46;
    this.section = null;
  }

  /** What was paid and refunded, and what is left to pay at the hotel. */
  payments(config: Config): void {
    const { booking } = this;
    this.sectionTitle('Payments', 'Amount');
    const paid = booking.payments.filter((payment) => payment.status === 'paid');
    // Each payment and refund on a line of its own beneath its sum: when, how, how much.
    const paymentNotes = paid.map((payment) =>
      [
        'Paid online',
        payment.paidAt ? hotelTime(config, new Date(payment.paidAt)) : null,
        payment.method,
        paid.length > 1 ? formatBdt(payment.amount) : null,
      ]
        .filter((part) => part !== null)
        .join('  ·  '),
    );
    this.line('Amount paid', formatBdt(booking.amountPaid), {
      note: paymentNotes.length > 0 ? paymentNotes.join('\n') : undefined,
    });
    if (booking.refunds.length > 0) {
      const refundNotes = booking.refunds.map((refund) =>
        [
          formatBdt(refund.amount),
          REFUND_STATUS_LABELS[refund.status],
          REFUND_REASON_LABELS[refund.reason],
          hotelTime(config, new Date(refund.createdAt)),
        ].join('  ·  '),
      );
      this.line('Refunded', `− ${formatBdt(booking.amountRefunded)}`, {
        note: refundNotes.join('\n'),
      });
    }
    this.line('Balance due at the hotel', formatBdt(booking.balanceDue), {
      style: STYLE.strong,
      amountStyle: STYLE.figure,
    });

    const explanation = this.paymentExplanation();
    if (explanation) {
      this.y += 2;
      const height = this.measure(explanation, STYLE.muted, CONTENT_WIDTH);
      this.ensure(height);
      this.y += this.write(explanation, STYLE.muted, MARGIN, this.y, CONTENT_WIDTH);
    }
    this.y += 18;
    this.section = null;
  }

  private paymentExplanation(): string | null {
    const { booking } = this;
    if (booking.status === 'cancelled' || booking.status === 'expired') return null;
    if (booking.status === 'pending_payment') {
      return `A deposit of ${formatBdt(booking.amountDue)} is due online to confirm this booking; the rest is paid at the hotel.`;
    }
    if (booking.amountDue === 0) {
      return `Nothing was paid online: the total of ${formatBdt(booking.total)} is paid at the hotel, in cash, by card or by bKash.`;
    }
    return booking.balanceDue > 0
      ? 'The balance is paid at the hotel, in cash, by card or by bKash.'
      : null;
  }

  /** A closing word where the last page has room for it: never a page of its own. */
  closing(): void {
    const cancelled = this.booking.status === 'cancelled' || this.booking.status === 'expired';
    const text = cancelled
      ? 'We hope to welcome you another time.'
      : 'Thank you for choosing us. We look forward to welcoming you.';
    const style = { ...STYLE.heading, size: 15 };
    if (this.y + this.measure(text, style, CONTENT_WIDTH) > CONTENT_BOTTOM) return;
    this.write(text, style, MARGIN, this.y, CONTENT_WIDTH, 'center');
  }

  /** Footer and, for a booking that is not good for a stay, its status across every page. */
  finish(stamp: { text: string; color: string } | null): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      if (stamp) this.stamp(stamp.text, stamp.color);
      const y = PAGE.height - 46;
      this.rule(y, COLOR.brass, 0.6);
      this.write(
        `${hotel.name}  ·  Reception open 24 hours  ·  ${hotel.phone.display}  ·  ${hotel.email}`,
        { ...STYLE.muted, size: 7.5 },
        MARGIN,
        y + 9,
        CONTENT_WIDTH - 70,
      );
      this.write(
        `Page ${index - range.start + 1} of ${range.count}`,
        { ...STYLE.muted, size: 7.5 },
        RIGHT - 70,
        y + 9,
        70,
        'right',
      );
    }
  }

  private stamp(text: string, color: string): void {
    const { doc } = this;
    // Untracked, so that the page's text reads the status as one word.
    const style = { font: 'display', size: 88, color } as const;
    const options = this.use(style);
    // As large as fits the page's diagonal.
    const size = Math.min(style.size, (style.size * 560) / doc.widthOfString(text, options));
    doc.fontSize(size);
    const width = doc.widthOfString(text, options);
    doc.save();
    doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
    doc.fillOpacity(0.07);
    doc.text(text, PAGE.width / 2 - width / 2, PAGE.height / 2 - size / 2, {
      ...options,
      lineBreak: false,
    });
    doc.restore();
  }
}

/**
 * The receipt of `booking` as a PDF file, issued at `issuedAt` (the hotel's date is printed). Its
 * guest keeps it; staff print it at the desk.
 */
export function bookingReceipt(config: Config, booking: Booking, issuedAt: Date): Promise<Buffer> {
  const hotelDay = (at: Date) => formatStayDate(hotelToday(at, config.booking.timeZone), 'short');
  const writer = new ReceiptWriter(booking, {
    booked: hotelDay(new Date(booking.createdAt)),
    issued: hotelDay(issuedAt),
  });
  const { doc } = writer;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const notice = statusNotice(config, booking);
  if (notice) writer.notice(notice);
  writer.guestAndStay();
  writer.charges();
  writer.payments(config);
  writer.closing();
  writer.finish(
    notice?.stamp
      ? { text: STATUS_LABELS[booking.status].toUpperCase(), color: notice.color }
      : null,
  );
  doc.end();
  return done;
}
