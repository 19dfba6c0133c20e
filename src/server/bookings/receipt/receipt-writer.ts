import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { hotel } from '#shared/hotel.ts';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages, localeNow, tr } from '#shared/messages.ts';
import { sfntFromWoff } from './woff.ts';

const messages = defineMessages({
  title: { id: 'receipt.writer.title', defaultMessage: 'Receipt {reference}, {hotel}' },
  keywords: { id: 'receipt.writer.keywords', defaultMessage: 'receipt, {reference}' },
  continued: { id: 'receipt.writer.continued', defaultMessage: '{title}, continued' },
  receiptContinued: {
    id: 'receipt.writer.receiptContinued',
    defaultMessage: 'Receipt {reference}, continued',
  },
  footer: {
    id: 'receipt.writer.footer',
    defaultMessage: '{hotel}  ·  Reception open 24 hours  ·  {phone}  ·  {email}',
  },
  page: { id: 'receipt.writer.page', defaultMessage: 'Page {page, number} of {pages, number}' },
});

/**
 * The receipt's paper and pen: the demo hotel's look (its colours, its faces, an A4 page and its
 * margins) and a writer that puts text and rules on it top to bottom, turning the page when a
 * block will not fit, with the hotel's footer, page numbers and any stamp on every page. What goes
 * where on a receipt is receipt-layout.ts's.
 */

/** The brand's colours (src/web/styles/index.css). */
export const COLOR = {
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

/**
 * Each face's Bengali partner (the site's Bengali faces), Bengali subset: it has no Latin letters
 * or punctuation, so a text mixing both is set run by run, each script in its face.
 */
const BENGALI_FONT_FILES = {
  display: '@fontsource/noto-serif-bengali/files/noto-serif-bengali-bengali-500-normal.woff',
  text: '@fontsource/hind-siliguri/files/hind-siliguri-bengali-400-normal.woff',
  textMedium: '@fontsource/hind-siliguri/files/hind-siliguri-bengali-500-normal.woff',
} as const satisfies Record<FontName, string>;
const bengaliFace = (name: FontName) => `${name}Bengali`;

let fontData: Record<string, Buffer> | undefined;

/**
 * The fonts, read and unwrapped on the first receipt and kept: later receipts read nothing from
 * disk. pdfkit embeds only the faces a receipt uses.
 */
function receiptFonts(): Record<string, Buffer> {
  if (!fontData) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => sfntFromWoff(readFileSync(require.resolve(file)));
    const loaded: Record<string, Buffer> = {};
    for (const name of Object.keys(FONT_FILES) as FontName[]) {
      loaded[name] = read(FONT_FILES[name]);
      loaded[bengaliFace(name)] = read(BENGALI_FONT_FILES[name]);
    }
    fontData = loaded;
  }
  return fontData;
}

/** Bengali letters, signs and digits, the dandas and the joiners: set in the Bengali face. */
const BENGALI = /[\u0980-\u09ff\u0964\u0965\u25cc]|\u200c|\u200d/u;

/** A stretch of text in one script, and its width as set. */
interface Run {
  text: string;
  bengali: boolean;
  width: number;
}

/** Text cut into runs of one script; a space stays with the run it follows. */
function scriptRuns(text: string): Omit<Run, 'width'>[] {
  const runs: Omit<Run, 'width'>[] = [];
  for (const character of text) {
    const bengali = BENGALI.test(character);
    const last = runs.at(-1);
    if (last && (character === ' ' || last.bengali === bengali)) last.text += character;
    else runs.push({ text: character, bengali });
  }
  return runs;
}

/** A text with Bengali in it, laid out by hand: its lines of runs, their height and baseline. */
interface MixedLayout {
  lines: { runs: Run[]; width: number }[];
  lineHeight: number;
  ascent: number;
}

export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 54;
export const CONTENT_WIDTH = PAGE.width - MARGIN * 2;
export const RIGHT = PAGE.width - MARGIN;
/** Content ends here; the footer sits below. */
export const CONTENT_BOTTOM = PAGE.height - 66;
/** The amounts' column, right-aligned at the margin. */
const AMOUNT_WIDTH = 130;
export const LABEL_WIDTH = CONTENT_WIDTH - AMOUNT_WIDTH - 16;

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

export const STYLE = {
  eyebrow: { font: 'textMedium', size: 7.5, color: COLOR.brassDark, spacing: 1.6 },
  body: { font: 'text', size: 9.5, color: COLOR.ink, lineGap: 2 },
  muted: { font: 'text', size: 8.5, color: COLOR.inkMuted, lineGap: 1.5 },
  strong: { font: 'textMedium', size: 9.5, color: COLOR.ink, lineGap: 2 },
  heading: { font: 'display', size: 19, color: COLOR.forest, lineGap: 1 },
  /** Cormorant's default figures are old-style, where 0 reads as o: amounts use lining ones. */
  figure: { font: 'display', size: 15, color: COLOR.forest, features: ['lnum'] },
} as const satisfies Record<string, TextStyle>;

/** Draws on one pdfkit document, top to bottom, starting a page when the next block will not fit. */
export class ReceiptWriter {
  readonly doc: PDFKit.PDFDocument;
  /** The receipt's reference, which every page after the first repeats. */
  private readonly reference: string;
  y = 0;
  /** The table being drawn, whose title a new page repeats. */
  private section: { title: string; aside?: string } | null = null;
  /** Whether nothing is drawn yet under the current title. */
  tableTop = false;

  /** A document for the receipt `reference`, on its first page; `subject` describes it. */
  constructor(reference: string, subject: string) {
    this.reference = reference;
    const fonts = receiptFonts();
    this.doc = new PDFDocument({
      size: 'A4',
      autoFirstPage: false,
      bufferPages: true,
      // pdfkit's own margins only guard its automatic breaks, which this writer never relies on.
      margins: { top: 36, bottom: 12, left: MARGIN, right: MARGIN },
      lang: INTL_LOCALES[localeNow()],
      displayTitle: true,
      info: {
        Title: tr(messages.title, { reference, hotel: hotel.name }),
        Author: hotel.name,
        Subject: subject,
        Creator: 'Suitebook',
        Keywords: tr(messages.keywords, { reference }),
      },
    });
    for (const name of Object.keys(fonts)) {
      this.doc.registerFont(name, fonts[name]);
    }
    this.doc.on('pageAdded', () => {
      this.doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOR.ivory);
    });
    this.doc.addPage();
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
    if (BENGALI.test(text)) {
      const laid = this.layOut(text, style, width);
      return laid.lines.length * laid.lineHeight;
    }
    const options = this.use(style);
    return this.doc.heightOfString(text, { ...options, width });
  }

  /** The width of one line of `text` in `style`, each script in its face. */
  widthOf(text: string, style: TextStyle): number {
    if (!BENGALI.test(text)) return this.doc.widthOfString(text, this.use(style));
    return this.layOut(text, style, Number.POSITIVE_INFINITY).lines[0]?.width ?? 0;
  }

  /** Sets the face of a run: the style's, or its Bengali partner; Bengali is never spaced. */
  private setRunFace(style: TextStyle, bengali: boolean): PDFKit.Mixins.TextOptions {
    if (!bengali) return this.use(style);
    this.doc.font(bengaliFace(style.font)).fontSize(style.size).fillColor(style.color);
    return { characterSpacing: 0, lineGap: style.lineGap ?? 0 };
  }

  /**
   * Lays out a text with Bengali in it: words wrapped to `width` (a word is never split), each
   * run of one script measured in its face. Lines are as tall as the taller face needs, so
   * vowel signs above and below never touch the next line.
   */
  private layOut(text: string, style: TextStyle, width: number): MixedLayout {
    let lineHeight = 0;
    let ascent = 0;
    for (const bengali of [false, true]) {
      this.setRunFace(style, bengali);
      lineHeight = Math.max(lineHeight, this.doc.currentLineHeight(true) + (style.lineGap ?? 0));
      const { ascender } = (this.doc as unknown as { _font: { ascender: number } })._font;
      ascent = Math.max(ascent, (ascender / 1000) * style.size);
    }
    const measure = (run: Omit<Run, 'width'>): Run => ({
      ...run,
      width: this.doc.widthOfString(run.text, this.setRunFace(style, run.bengali)),
    });
    const lines: MixedLayout['lines'] = [];
    /** Ends a line: its last space is not drawn, nor counted in its width. */
    const close = (line: Run[], lineWidth: number) => {
      const last = line.at(-1);
      if (last?.text.endsWith(' ')) {
        const trimmed = measure({ text: last.text.trimEnd(), bengali: last.bengali });
        line[line.length - 1] = trimmed;
        lines.push({ runs: line, width: lineWidth + trimmed.width - last.width });
      } else {
        lines.push({ runs: line, width: lineWidth });
      }
    };
    for (const paragraph of text.split('\n')) {
      let line: Run[] = [];
      let lineWidth = 0;
      for (const word of paragraph.split(/(?<= )/)) {
        const runs = scriptRuns(word).map(measure);
        const wordWidth = runs.reduce((sum, run) => sum + run.width, 0);
        const trailing = word.endsWith(' ')
          ? measure({ text: ' ', bengali: runs.at(-1)?.bengali ?? false }).width
          : 0;
        if (line.length > 0 && lineWidth + wordWidth - trailing > width) {
          close(line, lineWidth);
          line = [];
          lineWidth = 0;
        }
        line.push(...runs);
        lineWidth += wordWidth;
      }
      close(line, lineWidth);
    }
    return { lines, lineHeight, ascent };
  }

  /** Draws a text with Bengali in it, laid out by `layOut`; returns its height. */
  private writeMixed(
    text: string,
    style: TextStyle,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'right' | 'center',
  ): number {
    const laid = this.layOut(text, style, width);
    laid.lines.forEach((line, index) => {
      const room = Number.isFinite(width) ? width - line.width : 0;
      let left = x + (align === 'right' ? room : align === 'center' ? room / 2 : 0);
      const baseline = y + index * laid.lineHeight + laid.ascent;
      for (const run of line.runs) {
        const options = this.setRunFace(style, run.bengali);
        this.doc.text(run.text, left, baseline, {
          ...options,
          lineBreak: false,
          baseline: 'alphabetic',
        });
        left += run.width;
      }
    });
    return laid.lines.length * laid.lineHeight;
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
    if (BENGALI.test(text)) return this.writeMixed(text, style, x, y, width, align);
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
    if (this.section) {
      this.sectionTitle(tr(messages.continued, { title: this.section.title }), this.section.aside);
    }
  }

  /** The top of every page after the first: who, which receipt, and that it goes on. */
  private continuationHeader(): void {
    const y = 40;
    this.write(hotel.name, { ...STYLE.heading, size: 15 }, MARGIN, y, CONTENT_WIDTH / 2);
    // The reference untracked: letter-spaced, a PDF reader copies it as "S B - …".
    this.write(
      tr(messages.receiptContinued, { reference: this.reference }),
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

  /** The table is over: a page that follows no longer repeats its title. */
  endSection(): void {
    this.section = null;
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
        tr(messages.footer, { hotel: hotel.name, phone: hotel.phone.display, email: hotel.email }),
        { ...STYLE.muted, size: 7.5 },
        MARGIN,
        y + 9,
        CONTENT_WIDTH - 70,
      );
      this.write(
        tr(messages.page, { page: index - range.start + 1, pages: range.count }),
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
    // As large as fits the page's diagonal.
    const size = Math.min(style.size, (style.size * 560) / this.widthOf(text, style));
    const sized = { ...style, size };
    const width = this.widthOf(text, sized);
    doc.save();
    doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
    doc.fillOpacity(0.07);
    if (BENGALI.test(text)) {
      this.writeMixed(
        text,
        sized,
        PAGE.width / 2 - width / 2,
        PAGE.height / 2 - size / 2,
        Number.POSITIVE_INFINITY,
        'left',
      );
    } else {
      const options = this.use(sized);
      doc.text(text, PAGE.width / 2 - width / 2, PAGE.height / 2 - size / 2, {
        ...options,
        lineBreak: false,
      });
    }
    doc.restore();
  }
}
