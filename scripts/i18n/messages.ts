/**
 * The site's messages in its code (decision 049): every text a visitor reads is an ICU message
 * with an id and its English wording beside it, `defineMessages({ key: { id, defaultMessage } })`
 * or `<FormattedMessage id="…" defaultMessage="…" />`. Bengali is kept by id in lang/bn/*.json.
 *
 * One reading of the code serves the build and the catalogue's test: the build swaps each
 * English wording for the wording of the language it builds, parsed ahead (so the browser
 * carries no message parser and each page's chunk carries its own messages, in one language),
 * and the test lists every message the code has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import IntlMessageFormat from 'intl-messageformat';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';
import { CATALOGUE_DIR, catalogueFiles, readCatalogue } from '#server/i18n/catalogue.ts';
import { hotel } from '#shared/hotel.ts';
import type { Locale } from '#shared/locale.ts';

/** One message found in a module, with where its English wording is written. */
export interface FoundMessage {
  id: string;
  defaultMessage: string;
  /** The wording's node in the source: a string literal, or a JSX attribute's value. */
  start: number;
  end: number;
  /** Whether the node is a JSX attribute's value, which takes an expression in braces. */
  attribute: boolean;
}

/** A message the code spells in a way no build can read ahead (a wording made at run time). */
export class MessageError extends Error {}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** A string literal's text, or a template literal's when it has no `${}` in it. */
function stringOf(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string | null } }[];
    return quasi?.value.cooked ?? undefined;
  }
  if (node.type === 'JSXExpressionContainer') return stringOf(node.expression);
  return undefined;
}

/** `id` and `defaultMessage` among an object's properties or an element's attributes. */
function messageOf(
  fields: { name: string | undefined; value: unknown }[],
  where: string,
  attribute: boolean,
): FoundMessage | undefined {
  const field = (name: string) => fields.find((candidate) => candidate.name === name);
  const id = field('id');
  const wording = field('defaultMessage');
  if (!id || !wording) return undefined;
  const idText = stringOf(id.value);
  const text = stringOf(wording.value);
  if (idText === undefined || text === undefined || !isNode(wording.value)) {
    throw new MessageError(`${where}: a message's id and defaultMessage must be written out`);
  }
  const { start, end } = wording.value;
  return { id: idText, defaultMessage: text, start, end, attribute };
}

function keyName(key: unknown): string | undefined {
  if (!isNode(key)) return undefined;
  if (key.type === 'Identifier' || key.type === 'JSXIdentifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** Every message written in a module's source (TypeScript, with or without JSX). */
export function findMessages(code: string, file: string): FoundMessage[] {
  if (!code.includes('defaultMessage')) return [];
  const lang = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'jsx';
  const program = parseAst(code, { lang }, file) as unknown as Node;
  const found: FoundMessage[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    let message: FoundMessage | undefined;
    if (value.type === 'ObjectExpression') {
      const fields = (value.properties as Node[]).map((property) => ({
        name: property.type === 'Property' ? keyName(property.key) : undefined,
        value: property.value,
      }));
      message = messageOf(fields, file, false);
    } else if (value.type === 'JSXOpeningElement') {
      const fields = (value.attributes as Node[]).map((attribute) => ({
        name: attribute.type === 'JSXAttribute' ? keyName(attribute.name) : undefined,
        value: attribute.value,
      }));
      message = messageOf(fields, file, true);
    }
    if (message) found.push(message);
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'type' && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return found;
}

/** The wording of a message, parsed as the runtime takes it (without its source positions). */
export function compileMessage(id: string, wording: string): string {
  try {
    return JSON.stringify(parse(wording));
  } catch (error) {
    throw new MessageError(`message ${id} is not ICU: ${(error as Error).message}`);
  }
}

/**
 * A module with each message's wording in `locale` written in, parsed: `wordingOf` gives the
 * wording of a message in the language built (its English, or its translation).
 */
export function inlineMessages(
  code: string,
  file: string,
  wordingOf: (message: FoundMessage) => string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const found = findMessages(code, file);
  if (found.length === 0) return undefined;
  const output = new MagicString(code);
  for (const message of found) {
    const compiled = compileMessage(message.id, wordingOf(message));
    output.overwrite(message.start, message.end, message.attribute ? `{${compiled}}` : compiled);
  }
  return { code: output.toString(), map: output.generateMap({ hires: true, source: file }) };
}

/**
 * The build's messages in `locale`: each module of the app has its wordings in that language,
 * parsed. A message without a translation stops the build (the catalogue's test names it too).
 */
export function messagesPlugin(locale: Locale): Plugin {
  let catalogue: Record<string, string> = {};
  return {
    name: 'suitebook:messages',
    enforce: 'pre',
    buildStart() {
      catalogue = readCatalogue(locale);
      this.addWatchFile(CATALOGUE_DIR);
      for (const file of catalogueFiles(locale)) this.addWatchFile(file);
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(?:tsx?|jsx)$/.test(id.split('?')[0] ?? '')) {
        return undefined;
      }
      return inlineMessages(code, id, (message) => {
        if (locale === 'en') return message.defaultMessage;
        const wording = catalogue[message.id];
        if (wording === undefined) {
          this.error(`${path.relative(process.cwd(), id)}: no ${locale} wording for ${message.id}`);
        }
        return wording;
      });
    },
  };
}

/** Open Graph's spelling of each language's region. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', bn: 'bn_BD' };

/**
 * The faces a language's first screen draws in, preloaded by its page in place of English's
 * (English file → this language's, or null: not preloaded). The Bengali pages preload their
 * headings' face only: its body face (70 KB) would take the first screen's bandwidth from the
 * hero picture, and body text is drawn at once in a fallback and swapped.
 */
const PRELOADED_FACES: Partial<Record<Locale, Record<string, string | null>>> = {
  bn: {
    '@fontsource/jost/files/jost-latin-400-normal.woff2': null,
    '@fontsource/jost/files/jost-latin-500-normal.woff2':
      '@fontsource/noto-serif-bengali/files/noto-serif-bengali-bengali-500-normal.woff2',
  },
};

/** The module whose messages the page's HTML carries before any script runs (title, tags). */
const HTML_MESSAGES = path.resolve(import.meta.dirname, '..', '..', 'src/web/config/seo.ts');

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The site's page (index.html) in `locale`: its language, and the site's title, description and
 * labels (the messages of src/web/config/seo.ts) in that language's words.
 */
export function localizedIndexHtml(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  const catalogue = readCatalogue(locale);
  const values = { hotel: hotel.name };
  let localized = html
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(`content="${OG_LOCALES.en}"`, `content="${OG_LOCALES[locale]}"`);
  if (!localized.includes(`<html lang="${locale}">`)) {
    throw new MessageError('index.html has no <html lang="en"> to change');
  }
  for (const [english, face] of Object.entries(PRELOADED_FACES[locale] ?? {})) {
    if (!localized.includes(english)) throw new MessageError(`index.html preloads no ${english}`);
    localized =
      face === null
        ? localized.replace(
            new RegExp(`[ \\t]*<link [^>]*${english.replace(/[./]/g, '\\$&')}[^>]*>\\n?`),
            '',
          )
        : localized.replace(english, face);
  }
  for (const message of findMessages(readFileSync(HTML_MESSAGES, 'utf8'), HTML_MESSAGES)) {
    const wording = catalogue[message.id];
    if (wording === undefined) throw new MessageError(`no ${locale} wording for ${message.id}`);
    const english = new IntlMessageFormat(message.defaultMessage, 'en').format(values);
    const translated = new IntlMessageFormat(wording, locale).format(values);
    localized = localized.replaceAll(escapeHtml(String(english)), escapeHtml(String(translated)));
  }
  return localized;
}
