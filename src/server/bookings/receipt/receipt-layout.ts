import { hotel } from '#shared/hotel.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import type { ReceiptData, ReceiptNotice } from './receipt-data.ts';
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  LABEL_WIDTH,
  MARGIN,
  PAGE,
  ReceiptWriter,
  RIGHT,
  STYLE,
} from './receipt-writer.ts';

/**
 * The receipt's layout: what goes where, in the demo hotel's look. The letterhead in a
 * forest-green band with a brass rule; a banner for a booking that is not (or no longer) good for
 * a stay; the guest beside the suite (or a reservation's suites), the stay's dates in a band; the charges and the payments as
 * tables with their amounts on the right; a closing word. The words are receipt-data.ts's.
 */

const messages = defineMessages({
  receipt: { id: 'receipt.layout.receipt', defaultMessage: 'RECEIPT' },
  booked: { id: 'receipt.layout.booked', defaultMessage: 'Booked {date}' },
  issued: { id: 'receipt.layout.issued', defaultMessage: 'Issued {date}' },
  guest: { id: 'receipt.layout.guest', defaultMessage: 'GUEST' },
  status: { id: 'receipt.layout.status', defaultMessage: 'Status' },
  charges: { id: 'receipt.layout.charges', defaultMessage: 'Charges' },
  payments: { id: 'receipt.layout.payments', defaultMessage: 'Payments' },
  amount: { id: 'receipt.layout.amount', defaultMessage: 'Amount' },
});

/** The notice's warning colour, which the stamp across every page takes too. */
const NOTICE_COLOR = {
  pending: COLOR.brassDark,
  void: COLOR.danger,
  aside: COLOR.inkMuted,
} as const satisfies Record<ReceiptNotice['tone'], string>;

/** The hotel's letterhead, and which receipt this is and when it was issued. */
function letterhead(writer: ReceiptWriter, data: ReceiptData): void {
  const { doc } = writer;
  const bandHeight = 128;
  doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOR.forest);
  doc.rect(0, bandHeight, PAGE.width, 2.5).fill(COLOR.brass);

  const rightWidth = 170;
  const leftWidth = CONTENT_WIDTH - rightWidth - 24;
  let y = 32;
  y += writer.write(
    hotel.name,
    { ...STYLE.heading, size: 25, color: COLOR.ivory },
    MARGIN,
    y,
    leftWidth,
  );
  y += 4;
  y += writer.write(
    tr(hotel.tagline),
    { font: 'text', size: 8.5, color: COLOR.brassLight, lineGap: 1 },
    MARGIN,
    y,
    leftWidth,
  );
  y += 8;
  const address = Object.values(hotel.address).map((words) => tr(words));
  const contact = { font: 'text', size: 8.5, color: COLOR.ivory, lineGap: 2 } as const;
  y += writer.write(address.join(', '), contact, MARGIN, y, leftWidth);
  writer.write(`${hotel.phone.display}   ·   ${hotel.email}`, contact, MARGIN, y, leftWidth);

  const x = RIGHT - rightWidth;
  let ry = 32;
  ry += writer.write(
    tr(messages.receipt),
    { ...STYLE.eyebrow, color: COLOR.brassLight, spacing: 2.4 },
    x,
    ry,
    rightWidth,
    'right',
  );
  ry += 4;
  ry += writer.write(
    data.reference,
    { ...STYLE.figure, size: 24, color: COLOR.ivory, spacing: 1.2 },
    x,
    ry,
    rightWidth,
    'right',
  );
  ry += 6;
  const dateStyle = { font: 'text', size: 8.5, color: COLOR.ivory, lineGap: 2 } as const;
  ry += writer.write(
    tr(messages.booked, { date: data.booked }),
    dateStyle,
    x,
    ry,
    rightWidth,
    'right',
  );
  writer.write(tr(messages.issued, { date: data.issued }), dateStyle, x, ry, rightWidth, 'right');
  writer.y = bandHeight + 24;
}

/** A warning across the top of the content: the status and what it means. */
function noticeBanner(writer: ReceiptWriter, notice: ReceiptNotice): void {
  const color = NOTICE_COLOR[notice.tone];
  const pad = 10;
  const width = CONTENT_WIDTH - pad * 2 - 3;
  const titleStyle = { ...STYLE.eyebrow, size: 8.5, color, spacing: 2 };
  const textStyle = { ...STYLE.body, color: COLOR.ink };
  const height =
    pad * 2 +
    writer.measure(notice.title.toUpperCase(), titleStyle, width) +
    5 +
    writer.measure(notice.text, textStyle, width);
  writer.ensure(height);
  const top = writer.y;
  writer.doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(COLOR.ivoryDeep);
  writer.doc.rect(MARGIN, top, 3, height).fill(color);
  let y = top + pad;
  y += writer.write(notice.title.toUpperCase(), titleStyle, MARGIN + pad + 3, y, width) + 5;
  writer.write(notice.text, textStyle, MARGIN + pad + 3, y, width);
  writer.y = top + height + 18;
}

/**
 * Who booked and what: the guest beside the suite (or a reservation's suites), then the stay's
 * dates as four figures.
 */
function guestAndStay(writer: ReceiptWriter, data: ReceiptData): void {
  const { guest, booking, stay } = data;
  const gap = 32;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  const rightX = MARGIN + columnWidth + gap;
  const nameStyle = { ...STYLE.heading, size: 17 };
  const top = writer.y;

  let y = top;
  y += writer.write(tr(messages.guest), STYLE.eyebrow, MARGIN, y, columnWidth) + 6;
  y += writer.write(guest.name, { ...nameStyle, color: COLOR.ink }, MARGIN, y, columnWidth) + 3;
  y += writer.write(guest.email, STYLE.body, MARGIN, y, columnWidth);
  if (guest.phone) y += writer.write(guest.phone, STYLE.body, MARGIN, y, columnWidth);

  let ry = top;
  ry += writer.write(booking.title.toUpperCase(), STYLE.eyebrow, rightX, ry, columnWidth) + 6;
  ry += writer.write(booking.name, nameStyle, rightX, ry, columnWidth) + 3;
  ry += writer.write(booking.details, STYLE.body, rightX, ry, columnWidth) + 6;
  writer.write(tr(messages.status), STYLE.muted, rightX, ry + 1, 48);
  ry += writer.write(data.status, STYLE.strong, rightX + 48, ry, columnWidth - 48);
  writer.y = Math.max(y, ry) + 16;

  const cellWidth = CONTENT_WIDTH / stay.length;
  const band = writer.y;
  writer.doc.rect(MARGIN, band, CONTENT_WIDTH, 42).fill(COLOR.ivoryDeep);
  stay.forEach(({ label, value }, index) => {
    const x = MARGIN + index * cellWidth + 12;
    if (index > 0) {
      writer.doc
        .moveTo(MARGIN + index * cellWidth, band + 9)
        .lineTo(MARGIN + index * cellWidth, band + 33)
        .lineWidth(0.6)
        .strokeColor(COLOR.rule)
        .stroke();
    }
    writer.write(label.toUpperCase(), { ...STYLE.eyebrow, size: 6.8 }, x, band + 9, cellWidth - 20);
    writer.write(value, { ...STYLE.strong, size: 9.5 }, x, band + 22, cellWidth - 20);
  });
  writer.y = band + 42 + 24;
}

/** The nights (each suite's), the extras and the spec's lines down to the total. */
function charges(writer: ReceiptWriter, data: ReceiptData): void {
  writer.sectionTitle(tr(messages.charges), tr(messages.amount));

  data.charges.forEach((group, index) => {
    if (index > 0) writer.y += 2;
    writer.line(group.title, '', { style: STYLE.strong, note: group.note });
    for (const line of group.lines) {
      writer.line(line.label, line.amount, { indent: 12, note: line.note });
    }
  });

  // The spec's lines and the total are read together: they move to a new page as one.
  const totalHeight = 58;
  writer.ensure(
    9 +
      data.summary.reduce(
        (sum, line) => sum + writer.lineHeight(line.label, { note: line.note }),
        0,
      ) +
      totalHeight,
  );
  // Beneath the lines above it, a fine rule; at the top of a new page, the title's is enough.
  if (!writer.tableTop) {
    writer.rule(writer.y - 2);
    writer.y += 9;
  }
  for (const line of data.summary) writer.line(line.label, line.amount, { note: line.note });

  writer.rule(writer.y, COLOR.forest, 1.2);
  writer.y += 12;
  const top = writer.y;
  writer.write(
    data.total.label,
    { ...STYLE.strong, size: 11, spacing: 0.4 },
    MARGIN,
    top + 11,
    LABEL_WIDTH,
  );
  writer.write(
    data.total.amount,
    { ...STYLE.figure, size: 26 },
    RIGHT - 220,
    top - 2,
    220,
    'right',
  );
  writer.y = top + 46;
  writer.endSection();
}

/** What was paid and refunded, and what is left to pay at the hotel. */
function payments(writer: ReceiptWriter, data: ReceiptData): void {
  writer.sectionTitle(tr(messages.payments), tr(messages.amount));
  const { paid, refunded, balance } = data;
  writer.line(paid.label, paid.amount, { note: paid.note });
  if (refunded) writer.line(refunded.label, refunded.amount, { note: refunded.note });
  writer.line(balance.label, balance.amount, {
    style: STYLE.strong,
    amountStyle: STYLE.figure,
  });

  const explanation = data.paymentExplanation;
  if (explanation) {
    writer.y += 2;
    const height = writer.measure(explanation, STYLE.muted, CONTENT_WIDTH);
    writer.ensure(height);
    writer.y += writer.write(explanation, STYLE.muted, MARGIN, writer.y, CONTENT_WIDTH);
  }
  writer.y += 18;
  writer.endSection();
}

/** A closing word where the last page has room for it: never a page of its own. */
function closing(writer: ReceiptWriter, data: ReceiptData): void {
  const text = data.closing;
  const style = { ...STYLE.heading, size: 15 };
  if (writer.y + writer.measure(text, style, CONTENT_WIDTH) > CONTENT_BOTTOM) return;
  writer.write(text, style, MARGIN, writer.y, CONTENT_WIDTH, 'center');
}

/** The receipt `data` drawn, as a PDF file. */
export function drawReceipt(data: ReceiptData): Promise<Buffer> {
  const writer = new ReceiptWriter(data.reference, data.subject);
  letterhead(writer, data);
  const { doc } = writer;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { notice } = data;
  if (notice) noticeBanner(writer, notice);
  guestAndStay(writer, data);
  charges(writer, data);
  payments(writer, data);
  closing(writer, data);
  writer.finish(
    notice?.stamp ? { text: notice.stamp.toUpperCase(), color: NOTICE_COLOR[notice.tone] } : null,
  );
  doc.end();
  return done;
}
