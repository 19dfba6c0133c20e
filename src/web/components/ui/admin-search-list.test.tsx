// @vitest-environment happy-dom
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import BedDouble from 'lucide-react/icons/bed-double';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { queryKeys } from '#web/lib/query-keys.ts';
import { AdminSearchList, countLine, useAdminSearch } from './admin-search-list.tsx';

/** What the lists below count. */
const noun = {
  id: 'test.rooms',
  defaultMessage: '{count, plural, one {# room} other {# rooms}}',
};

beforeAll(() => {
  // Browsers know <search>; happy-dom does not yet, and React says so, once. Say it here, where
  // it fails no test, and let nothing else by.
  render(<search />);
  cleanup();
  const calls = vi.mocked(console.error).mock.calls;
  expect(calls.map(([message]) => String(message))).toEqual([
    expect.stringContaining('is unrecognized in this browser'),
  ]);
  vi.mocked(console.error).mockClear();
});

afterEach(cleanup);

interface Room {
  id: string;
  name: string;
}
interface RoomList {
  rooms: Room[];
  total: number;
}

const rooms: Room[] = [
  { id: 'a', name: 'Tea Garden Suite' },
  { id: 'b', name: 'Boathouse Suite' },
];

/** The rooms whose name contains the query. */
async function findRooms(query: string): Promise<RoomList> {
  const found = rooms.filter((room) => room.name.toLowerCase().includes(query.toLowerCase()));
  return { rooms: found, total: found.length };
}

function RoomsPanel({ find }: { find: (query: string) => Promise<RoomList> }) {
  const search = useAdminSearch();
  const { query } = search;
  const list = useQuery({
    queryKey: [...queryKeys.admin, 'rooms', query],
    queryFn: () => find(query),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminSearchList
      className="mt-10"
      search={search}
      box={{ label: 'Search rooms', placeholder: 'Name' }}
      list={list}
      noun="rooms"
      count={(data) => countLine({ total: data.total, shown: data.rooms.length, query, noun })}
      rows={(data) => data.rooms}
      placeholder={{ height: 'h-6' }}
      empty={{ icon: BedDouble, title: 'No room matches', text: `No room’s name has “${query}”.` }}
      table={{
        label: 'Rooms',
        caption: 'Rooms by name',
        columns: [{ header: 'Name', rowHeader: true, cell: (room) => room.name }],
        rowKey: (room) => room.id,
      }}
    />
  );
}

function renderPanel(find: (query: string) => Promise<RoomList>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RoomsPanel find={find} />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('searchbox', { name: 'Search rooms' });
  /** The count line, found as a screen reader finds it: the box's description. */
  const countLine = () => document.getElementById(box.getAttribute('aria-describedby') ?? '');
  return { box, countLine };
}

describe('an admin search list', () => {
  test('says it is loading, then how many rooms the box found', async () => {
    const { countLine } = renderPanel(findRooms);
    expect(countLine()?.textContent).toBe('Loading rooms…');

    const table = await screen.findByRole('table', { name: 'Rooms by name' });
    expect(countLine()?.textContent).toBe('2 rooms.');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tea Garden Suite', 'Boathouse Suite']);
  });

  test('when the list cannot load, says why, and Retry asks again', async () => {
    const find = vi
      .fn<(query: string) => Promise<RoomList>>()
      .mockRejectedValueOnce(new Error('The server is down.'))
      .mockImplementation(findRooms);
    const { countLine } = renderPanel(find);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the rooms');
    expect(alert.textContent).toContain('The server is down.');
    expect(countLine()?.textContent).toBe('Rooms could not be loaded.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Rooms by name' })).toBeTruthy();
    expect(countLine()?.textContent).toBe('2 rooms.');
  });

  test('asks again once typing pauses, the last list staying, dimmed, until the answer; says when nothing matches', async () => {
    let answer = () => {};
    const find = vi.fn((query: string) =>
      query
        ? new Promise<RoomList>((resolve) => {
            answer = () => resolve({ rooms: [], total: 0 });
          })
        : findRooms(query),
    );
    const { box, countLine } = renderPanel(find);
    await screen.findByRole('table', { name: 'Rooms by name' });
    const card = countLine()?.parentElement;

    await userEvent.type(box, 'palace');
    await vi.waitFor(() => {
      expect(find).toHaveBeenLastCalledWith('palace');
      expect(card?.getAttribute('aria-busy')).toBe('true');
    });
    expect(screen.getByRole('table', { name: 'Rooms by name' }).className).toContain('opacity-60');

    answer();
    expect(await screen.findByText('No room matches')).toBeTruthy();
    expect(screen.getByText('No room’s name has “palace”.')).toBeTruthy();
    expect(countLine()?.textContent).toBe('0 rooms matching “palace”.');
    expect(card?.getAttribute('aria-busy')).toBe('false');
    expect(find.mock.calls.map(([query]) => query)).toEqual(['', 'palace']);
  });
});

describe('the count line', () => {
  test('counts what matches, in the list’s order when it says one', () => {
    expect(countLine({ total: 1, query: '', noun })).toBe('1 room.');
    expect(countLine({ total: 3, shown: 3, query: 'tea', noun, newestFirst: true })).toBe(
      '3 rooms matching “tea”, newest first.',
    );
  });

  test('says when the list holds only the first of those that match', () => {
    expect(countLine({ total: 240, shown: 100, query: 'tea', noun, newestFirst: true })).toBe(
      'Showing the newest 100 of 240 rooms matching “tea”. Search to narrow the list.',
    );
  });
});
