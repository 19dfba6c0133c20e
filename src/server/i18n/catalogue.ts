/**
 * The translations (decision 049): `lang/<locale>/*.json`, each file a part of the site (its
 * pages, its mails), each mapping message ids to the language's wording. English has none: its
 * wording is in the code. The server looks a request's language up in them; the browser's build
 * writes them into the app (scripts/i18n/messages.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#server/project-root.ts';
import type { Locale } from '#shared/locale.ts';

export const CATALOGUE_DIR = path.join(projectRoot, 'lang');

/** A language's catalogue files, in name order. */
export function catalogueFiles(locale: Locale): string[] {
  const folder = path.join(CATALOGUE_DIR, locale);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(folder, name));
}

/** A language's wordings by message id, from all its files; an id in two files is an error. */
export function readCatalogue(locale: Locale): Record<string, string> {
  const catalogue: Record<string, string> = {};
  const origin = new Map<string, string>();
  for (const file of catalogueFiles(locale)) {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [id, wording] of Object.entries(entries)) {
      if (typeof wording !== 'string') throw new Error(`${file}: ${id} is not a string`);
      const first = origin.get(id);
      if (first) throw new Error(`${id} is in both ${first} and ${file}`);
      origin.set(id, file);
      catalogue[id] = wording;
    }
  }
  return catalogue;
}
