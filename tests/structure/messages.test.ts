import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '#server/i18n/catalogue.ts';
import { LOCALES } from '#shared/locale.ts';
import { type FoundMessage, findMessages, inlineMessages } from '../../scripts/i18n/messages.ts';

/**
 * The catalogue (decision 049): every message in the code has its wording in every language, no
 * language keeps a wording the code no longer asks for, and each wording takes the same
 * arguments and tags as the English, with no English left in it.
 */

const root = process.cwd();

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [file]
      : [];
  });
}

const found = sourceFiles(path.join(root, 'src')).flatMap((file) =>
  findMessages(readFileSync(file, 'utf8'), file).map((message) => ({ ...message, file })),
);
const byId = new Map<string, (FoundMessage & { file: string })[]>();
for (const message of found) byId.set(message.id, [...(byId.get(message.id) ?? []), message]);

/** A message's arguments and tags, by name and kind: what its translation must take too. */
function shapeOf(elements: MessageFormatElement[], shape = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (isArgumentElement(element)) shape.add(`${element.value}`);
    else if (isNumberElement(element)) shape.add(`${element.value}:number`);
    else if (isDateElement(element) || isTimeElement(element)) shape.add(`${element.value}:date`);
    else if (isTagElement(element)) {
      shape.add(`<${element.value}>`);
      shapeOf(element.children, shape);
    } else if (isPluralElement(element) || isSelectElement(element)) {
      shape.add(`${element.value}:${isPluralElement(element) ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) shapeOf(option.value, shape);
    }
  }
  return shape;
}

/** The text a reader sees of a wording (its literal parts), for the English left in it. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === 0) return element.value;
      if (isTagElement(element)) return literalText(element.children);
      if (isPluralElement(element) || isSelectElement(element)) {
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      }
      return ' ';
    })
    .join('');
}

/**
 * Latin words a Bengali wording may hold: the hotel's name, and the names of things that are
 * written in Latin letters in Bengali too.
 */
const LATIN_ALLOWED = new Set(['Chandrabati', 'Heritage', 'Resort', 'Suitebook']);

describe('the catalogue', () => {
  it('finds the messages in the code', () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it('has one wording per id in the code', () => {
    const twice = [...byId].filter(
      ([, messages]) => new Set(messages.map((message) => message.defaultMessage)).size > 1,
    );
    expect(
      twice.map(([id, messages]) => `${id}: ${messages.map((m) => m.file).join(', ')}`),
    ).toEqual([]);
  });

  it('parses every English wording as ICU', () => {
    for (const [id, [message]] of byId) {
      expect(() => parse(message?.defaultMessage ?? ''), id).not.toThrow();
    }
  });

  for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
    const catalogue = readCatalogue(locale);

    it(`has a ${locale} wording for every message`, () => {
      expect([...byId.keys()].filter((id) => catalogue[id] === undefined)).toEqual([]);
    });

    it(`keeps no ${locale} wording the code does not use`, () => {
      expect(Object.keys(catalogue).filter((id) => !byId.has(id))).toEqual([]);
    });

    it(`gives each ${locale} wording the English one's arguments and tags`, () => {
      const differing = [...byId].flatMap(([id, [message]]) => {
        const wording = catalogue[id];
        if (wording === undefined || !message) return [];
        const english = [...shapeOf(parse(message.defaultMessage))].sort().join(' ');
        const translated = [...shapeOf(parse(wording))].sort().join(' ');
        return english === translated ? [] : [`${id}: ${english} ≠ ${translated}`];
      });
      expect(differing).toEqual([]);
    });

    it(`leaves no English in a ${locale} wording`, () => {
      const english = Object.entries(catalogue).flatMap(([id, wording]) => {
        const words = literalText(parse(wording)).match(/[A-Za-z]{2,}/g) ?? [];
        const left = words.filter((word) => !LATIN_ALLOWED.has(word));
        return left.length > 0 ? [`${id}: ${left.join(' ')}`] : [];
      });
      expect(english).toEqual([]);
    });
  }
});

describe('the build writes each message in its language', () => {
  const source = [
    "import { defineMessages } from '#shared/messages.ts';",
    'const messages = defineMessages({',
    "  stay: { id: 'x.stay', defaultMessage: 'Your stay · {nights, plural, one {# night} other {# nights}}' },",
    '});',
    'export const Hello = () => <FormattedText id="x.hello" defaultMessage="Hello, <b>guest</b>" />;',
  ].join('\n');

  it('finds messages in objects and in JSX, with where their wording is', () => {
    const messages = findMessages(source, 'probe.tsx');
    expect(messages.map(({ id, attribute }) => [id, attribute])).toEqual([
      ['x.stay', false],
      ['x.hello', true],
    ]);
    // Positions count characters as the code has them (the "·" before is one).
    const [stay] = messages;
    expect(source.slice(stay?.start, stay?.end)).toBe(
      "'Your stay · {nights, plural, one {# night} other {# nights}}'",
    );
  });

  it('writes the wording parsed, in the language built', () => {
    const wordings: Record<string, string> = {
      'x.stay': 'আপনার থাকা · {nights, plural, other {# রাত}}',
      'x.hello': 'স্বাগতম, <b>অতিথি</b>',
    };
    const output = inlineMessages(source, 'probe.tsx', (message) => wordings[message.id] ?? '');
    expect(output?.code).toContain(
      `defaultMessage: ${JSON.stringify(parse(wordings['x.stay'] ?? ''))}`,
    );
    expect(output?.code).toContain(
      `defaultMessage={${JSON.stringify(parse(wordings['x.hello'] ?? ''))}}`,
    );
    expect(output?.code).not.toContain('Your stay');
  });

  it('refuses a wording made at run time', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's code holds a template literal.
    const made = "const m = { id: 'x.made', defaultMessage: `Hello ${name}` };";
    expect(() => findMessages(made, 'probe.ts')).toThrow(/written out/);
  });
});
