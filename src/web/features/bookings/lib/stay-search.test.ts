import { describe, expect, it } from 'vitest';
import { parseStaySearch, staySearchPath } from './stay-search.ts';

const today = '2026-12-01';
const parse = (query: string) => parseStaySearch(new URLSearchParams(query), today);

describe('parseStaySearch', () => {
  it('reads no search from a bare URL', () => {
    expect(parse('').search).toEqual({
      kind: 'none',
      stay: { checkIn: '', checkOut: '', adults: 1, children: 0 },
    });
  });

  it('reads a valid search', () => {
    expect(parse('checkIn=2026-12-24&checkOut=2026-12-27&adults=2&children=1')).toEqual({
      search: {
        kind: 'valid',
        stay: { checkIn: '2026-12-24', checkOut: '2026-12-27', adults: 2, children: 1 },
      },
      requestedGuests: null,
    });
  });

  it('names what is wrong with a search that breaks the rules', () => {
    const { search } = parse('checkIn=2026-11-20&checkOut=2026-11-19&adults=2&children=0');
    expect(search.kind).toBe('invalid');
    expect(search.kind === 'invalid' && search.problems).toEqual({
      checkIn: 'Check-in must be today or later',
      checkOut: 'Check-out must be after check-in',
    });
  });

  it("counts the home card's extra guests as children, keeping the party's size", () => {
    const { search, requestedGuests } = parse(
      'checkIn=2026-12-24&checkOut=2026-12-27&adults=6&children=0',
    );
    expect(requestedGuests).toBe(6);
    expect(search.stay).toMatchObject({ adults: 4, children: 2 });
  });

  it('brings counts outside the selects inside them', () => {
    const { search } = parse('checkIn=2026-12-24&checkOut=2026-12-27&adults=0&children=9');
    expect(search.stay).toMatchObject({ adults: 1, children: 3 });
    expect(parse('checkIn=2026-12-24&checkOut=2026-12-27&adults=two').search.stay).toMatchObject({
      adults: 1,
      children: 0,
    });
  });
});

describe('staySearchPath', () => {
  it('writes a search that parses back to itself', () => {
    const stay = { checkIn: '2026-12-24', checkOut: '2026-12-27', adults: 3, children: 2 };
    const path = staySearchPath(stay);
    expect(path).toBe('/allSuites?checkIn=2026-12-24&checkOut=2026-12-27&adults=3&children=2');
    expect(parse(path.split('?')[1] ?? '').search).toEqual({ kind: 'valid', stay });
  });

  it('keeps the chosen suite, which the search itself ignores', () => {
    const stay = { checkIn: '2026-12-24', checkOut: '2026-12-27', adults: 1, children: 0 };
    const path = staySearchPath(stay, 'a b&c');
    expect(path).toBe(
      '/allSuites?checkIn=2026-12-24&checkOut=2026-12-27&adults=1&children=0&suite=a+b%26c',
    );
    const params = new URLSearchParams(path.split('?')[1] ?? '');
    expect(params.get('suite')).toBe('a b&c');
    expect(parse(path.split('?')[1] ?? '').search).toEqual({ kind: 'valid', stay });
  });
});
