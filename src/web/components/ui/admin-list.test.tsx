// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import Inbox from 'lucide-react/icons/inbox';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { queryKeys } from '#web/lib/query-keys.ts';
import { AdminList } from './admin-list.tsx';

afterEach(cleanup);

interface Note {
  id: string;
  text: string;
  read: boolean;
}

const notes: Note[] = [
  { id: 'a', text: 'Late check-in', read: false },
  { id: 'b', text: 'Extra pillows', read: true },
];

/** The notes, or only the unread ones. */
async function findNotes(unread: boolean): Promise<{ notes: Note[] }> {
  return { notes: notes.filter((note) => !unread || !note.read) };
}

function NotesPanel({ find }: { find: (unread: boolean) => Promise<{ notes: Note[] }> }) {
  const [unread, setUnread] = useState(false);
  const list = useQuery({
    queryKey: [...queryKeys.admin, 'notes', unread],
    queryFn: () => find(unread),
  });
  return (
    <AdminList
      className="mt-8"
      controls={
        <button type="button" aria-pressed={unread} onClick={() => setUnread(!unread)}>
          Unread
        </button>
      }
      list={list}
      noun="notes"
      items={(data) => data.notes}
      placeholder={{ entries: { title: 'w-40', line: 'w-56', body: 'h-10' } }}
      empty={{ icon: Inbox, title: 'No notes here', text: 'Every note has been read.' }}
      footer={(data) => <p>{`${data.notes.length} in all`}</p>}
    >
      {(found) => (
        <ul aria-label="Notes">
          {found.map((note) => (
            <li key={note.id}>{note.text}</li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}

function renderPanel(find: (unread: boolean) => Promise<{ notes: Note[] }>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotesPanel find={find} />
    </QueryClientProvider>,
  );
}

describe('an admin list', () => {
  test('holds the list and its pages once it loads; says when the filter leaves nothing', async () => {
    renderPanel(findNotes);
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Late check-in', 'Extra pillows']);
    expect(screen.getByText('2 in all')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('1 in all')).toBeTruthy();
  });

  test('says nothing is there, without pages, when the list is empty', async () => {
    renderPanel(async () => ({ notes: [] }));
    expect(await screen.findByText('No notes here')).toBeTruthy();
    expect(screen.getByText('Every note has been read.')).toBeTruthy();
    expect(screen.queryByText(/in all/)).toBeNull();
  });

  test('when the list cannot load, says why, and Retry asks again', async () => {
    const find = vi
      .fn<(unread: boolean) => Promise<{ notes: Note[] }>>()
      .mockRejectedValueOnce(new Error('The server is down.'))
      .mockImplementation(findNotes);
    renderPanel(find);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the notes');
    expect(alert.textContent).toContain('The server is down.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Notes' })).toBeTruthy();
  });

  test('is busy while the list is asked for again', async () => {
    let answer = () => {};
    const find = vi.fn((unread: boolean) =>
      unread
        ? new Promise<{ notes: Note[] }>((resolve) => {
            answer = () => resolve({ notes: [] });
          })
        : findNotes(unread),
    );
    renderPanel(find);
    const card = (await screen.findByRole('list', { name: 'Notes' })).parentElement;
    expect(card?.getAttribute('aria-busy')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await vi.waitFor(() => expect(card?.getAttribute('aria-busy')).toBe('true'));
    answer();
    expect(await screen.findByText('No notes here')).toBeTruthy();
    expect(card?.getAttribute('aria-busy')).toBe('false');
  });
});
