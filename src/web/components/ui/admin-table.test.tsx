// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { type AdminColumn, AdminTable } from './admin-table.tsx';

afterEach(cleanup);

interface Room {
  id: string;
  name: string;
  nights: number;
}

const rooms: Room[] = [
  { id: 'a', name: 'Tea Garden Suite', nights: 3 },
  { id: 'b', name: 'Boathouse Suite', nights: 12 },
];

const columns: AdminColumn<Room>[] = [
  { header: 'No', cell: (_room, index) => index + 1 },
  { header: 'Name', rowHeader: true, cell: (room) => room.name },
  { header: 'Stay', headerHint: 'in nights', align: 'right', cell: (room) => room.nights },
  { header: 'Size', hiddenBelow: 'md', cell: () => '520 sqft' },
  {
    header: 'Actions',
    headerHidden: true,
    cell: (room) => <button type="button">Edit {room.name}</button>,
  },
];

function renderTable() {
  render(
    <AdminTable
      label="Rooms"
      caption="Every room, by name"
      columns={columns}
      rows={rooms}
      rowKey={(room) => room.id}
      rowProps={(room) => ({ 'data-room': room.id })}
    />,
  );
  return screen.getByRole('table', { name: 'Every room, by name' });
}

describe('an admin table', () => {
  test('names its columns and its rows, so a screen reader reads each cell with both', () => {
    const table = renderTable();
    expect(screen.getByRole('region', { name: 'Rooms' }).contains(table)).toBe(true);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'No',
      'Name',
      'Stay in nights',
      'Size',
      'Actions',
    ]);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => [header.textContent, header.getAttribute('scope')]),
    ).toEqual([
      ['Tea Garden Suite', 'row'],
      ['Boathouse Suite', 'row'],
    ]);
  });

  test('keeps a row’s cells in the columns’ order, with the row’s own attributes', () => {
    const table = renderTable();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.getAttribute('data-room')).toBe('a');
    expect([...(second?.children ?? [])].map((cell) => cell.textContent)).toEqual([
      '2',
      'Boathouse Suite',
      '12',
      '520 sqft',
      'Edit Boathouse Suite',
    ]);
  });

  test('right-aligns a column of amounts, and folds a column away on a phone, head and cells alike', () => {
    const table = renderTable();
    const stay = within(table).getByRole('columnheader', { name: 'Stay in nights' });
    const size = within(table).getByRole('columnheader', { name: 'Size' });
    const [, first] = within(table).getAllByRole('row');
    const cells = [...(first?.children ?? [])];
    for (const element of [stay, cells[2]]) expect(element?.className).toContain('text-right');
    for (const element of [size, cells[3]]) {
      expect(element?.className).toContain('hidden md:table-cell');
    }
  });
});
