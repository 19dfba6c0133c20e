import type { Config } from '#server/config.ts';
import type { Booking } from '#shared/booking.ts';
import { receiptData } from './receipt-data.ts';
import { drawReceipt } from './receipt-layout.ts';

/**
 * A booking's receipt as a PDF (A4). It lists the guest, the stay, the nights grouped by price
 * and the extras, the spec's price lines as the site writes them, and what was paid, refunded and
 * is left to pay at the hotel. A booking that is not (or no longer) good for a stay says so in a
 * banner and across every page, so it can never pass for a paid one. What it says is worked out in
 * receipt-data.ts, and drawn by receipt-layout.ts.
 */

/**
 * The receipt of `booking` as a PDF file, issued at `issuedAt` (the hotel's date is printed). Its
 * guest keeps it; staff print it at the desk.
 */
export function bookingReceipt(config: Config, booking: Booking, issuedAt: Date): Promise<Buffer> {
  return drawReceipt(receiptData(config, booking, issuedAt));
}
