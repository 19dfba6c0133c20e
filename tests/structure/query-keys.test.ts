import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const web = path.join(process.cwd(), 'src/web');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A query key that starts with a string of its own: `queryKey: ['…'`, `…Key = ['…'`, `[['…']`. */
const LITERAL_KEY = /(?:queryKey:\s*|Key\s*=\s*|Keys\s*=\s*\[\s*)\[\s*['"`]/;

it('builds every query key from src/web/lib/query-keys.ts, never from a literal of its own', () => {
  const literal = sources(web)
    .filter((file) => !file.endsWith(path.join('lib', 'query-keys.ts')))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          LITERAL_KEY.test(line)
            ? [`${path.relative(web, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
  expect(literal).toEqual([]);
});
