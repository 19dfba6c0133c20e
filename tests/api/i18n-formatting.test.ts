import { describe, expect, it } from 'vitest';
import { withLocale } from '#server/i18n/request-locale.ts';
import { formatBdt } from '#shared/money.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';

/**
 * Plurals, dates and money in both languages, as the server says them (with its catalogues):
 * in the language given, or in the language of the moment (a request's, a mail's).
 */
describe('counts, dates and money in each language', () => {
  it("counts nights and guests by each language's plural rules", () => {
    expect(formatNights(1, 'en')).toBe('1 night');
    expect(formatNights(3, 'en')).toBe('3 nights');
    expect(formatNights(1, 'bn')).toBe('১ রাত');
    expect(formatNights(12, 'bn')).toBe('১২ রাত');
    expect(formatParty({ adults: 2, children: 1 }, 'en')).toBe('2 adults, 1 child');
    expect(formatParty({ adults: 1, children: 0 }, 'en')).toBe('1 adult');
    expect(formatParty({ adults: 2, children: 3 }, 'bn')).toBe('২ জন প্রাপ্তবয়স্ক, ৩ শিশু');
  });

  it('writes a hotel date in the language, on its own calendar day', () => {
    expect(formatStayDate('2027-01-07', 'long', 'en')).toBe('Thu, 7 Jan 2027');
    expect(formatStayDate('2027-01-07', 'long', 'bn')).toBe('বৃহস্পতি, ৭ জানু, ২০২৭');
    expect(formatStayDate('2026-12-24', 'short', 'bn')).toBe('২৪ ডিসে, ২০২৬');
  });

  it('speaks the language of the moment when none is given', () => {
    expect(withLocale('bn', () => formatBdt(12_500))).toBe('১২,৫০০৳');
    expect(withLocale('bn', () => formatNights(2))).toBe('২ রাত');
    expect(withLocale('en', () => formatNights(2))).toBe('2 nights');
    expect(formatBdt(12_500)).toBe('12,500 BDT');
  });
});
