import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sfntFromWoff } from './woff.ts';

const require = createRequire(import.meta.url);
const woffs = [
  '@fontsource/jost/files/jost-latin-400-normal.woff',
  '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff',
].map((name) => ({ name, data: readFileSync(require.resolve(name)) }));

/** The OpenType checksum of a table: its bytes as big-endian 32-bit words, summed. */
function checksum(table: Buffer): number {
  const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) {
    sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  }
  return sum;
}

describe('sfntFromWoff', () => {
  it.each(woffs)('unwraps $name into a font whose every table matches its checksum', ({ data }) => {
    const font = sfntFromWoff(data);
    const numTables = data.readUInt16BE(12);
    expect(font.readUInt32BE(0)).toBe(data.readUInt32BE(4));
    expect(font.readUInt16BE(4)).toBe(numTables);
    // The binary-search fields of the table directory.
    const power = 2 ** Math.floor(Math.log2(numTables));
    expect([font.readUInt16BE(6), font.readUInt16BE(8), font.readUInt16BE(10)]).toEqual([
      power * 16,
      Math.log2(power),
      (numTables - power) * 16,
    ]);
    expect(font.length).toBe(data.readUInt32BE(16));

    const tags: string[] = [];
    for (let index = 0; index < numTables; index++) {
      const entry = 12 + index * 16;
      const tag = font.toString('latin1', entry, entry + 4);
      const offset = font.readUInt32BE(entry + 8);
      const table = Buffer.from(font.subarray(offset, offset + font.readUInt32BE(entry + 12)));
      // The head table's own checksum is taken with its checkSumAdjustment as zero.
      if (tag === 'head') table.writeUInt32BE(0, 8);
      expect(offset % 4, tag).toBe(0);
      expect(checksum(table), tag).toBe(font.readUInt32BE(entry + 4));
      tags.push(tag);
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name']));
  });

  it('refuses what is not a WOFF file', () => {
    expect(() => sfntFromWoff(Buffer.from('not a font at all, not even close to one'))).toThrow(
      /Not a WOFF/,
    );
    const truncated = Buffer.from(woffs[0]?.data.subarray(0, 400) ?? []);
    expect(() => sfntFromWoff(truncated)).toThrow();
  });
});
