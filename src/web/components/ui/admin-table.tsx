import type { ReactNode, Ref } from 'react';
import { TableFrame } from './table-frame.tsx';

/** One column of an admin table: its header, and what each row shows under it. */
export interface AdminColumn<Row> {
  /** The header's text; also the column's key, so unique in its table. */
  header: string;
  /** Words after the header for screen readers only ("Dates" "and nights"). */
  headerHint?: string;
  /** The header is for screen readers only: a column of buttons needs no visible name. */
  headerHidden?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  /** The column names its row: its cells are `<th scope="row">`, one such column a table. */
  rowHeader?: boolean;
  /** Amounts and counts: the header and the cells right-aligned. */
  align?: 'right';
  /** Narrower than this the column folds away; the row header shows what it held. */
  hiddenBelow?: 'sm' | 'md';
  /** The cells' classes: padding, type, wrapping. */
  className?: string;
  /** More classes on the header cell alone. */
  headerClassName?: string;
}

type RowProps = { className?: string } & { [data: `data-${string}`]: string };

export interface AdminTableProps<Row> {
  /** Names the scrollable region the table sits in. */
  label: string;
  /** What the rows are, and in which order, for screen readers. */
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A row's own classes (a dimmed background) and data attributes. */
  rowProps?: (row: Row, index: number) => RowProps;
  /** Room between columns: `compact` for a table of many columns, in smaller type. */
  density?: 'regular' | 'snug' | 'compact';
  /**
   * How rows are ruled: `full`, a rule above each row, for a table in a card under its count
   * line; `soft`, a rule under the head and lighter ones between rows.
   */
  rules?: 'full' | 'soft';
  /** Framed by its own border; without one, whatever holds the table draws it. */
  bordered?: boolean;
  /** The width below which the table scrolls sideways instead of squeezing, e.g. `min-w-[20rem]`. */
  minWidth?: string;
  /** For a table a search refreshes: given, the rows fade while it is true. */
  dimmed?: boolean;
  ref?: Ref<HTMLTableElement>;
}

const headerCells = {
  regular:
    'px-4 py-3 text-left text-xs font-medium uppercase tracking-[0.16em] text-ink whitespace-nowrap first:pl-5 last:pr-5',
  snug: 'px-3 py-3 text-left text-xs font-medium uppercase tracking-[0.16em] text-ink whitespace-nowrap first:pl-5 last:pr-5',
  compact:
    'px-2.5 py-3 text-left text-[0.7rem] font-medium uppercase tracking-[0.12em] text-ink whitespace-nowrap',
};

const ruling = {
  full: { head: 'bg-ivory-deep', row: 'border-t border-rule' },
  soft: {
    head: 'border-b border-rule bg-ivory-deep',
    row: 'border-b border-rule/70 last:border-b-0',
  },
};

const folded = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell' };

/** The classes of a list, without the empty ones. */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A staff table: a captioned table in a region that scrolls sideways on a phone, with a header
 * cell per column (`scope="col"`) and one column of row headers (`scope="row"`). Columns say
 * what they show; the table writes the markup once.
 */
export function AdminTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  density = 'regular',
  rules = 'soft',
  bordered = false,
  minWidth,
  dimmed,
  ref,
}: AdminTableProps<Row>) {
  const lines = ruling[rules];
  return (
    <TableFrame label={label} className={bordered ? undefined : ''}>
      <table
        ref={ref}
        className={classes(
          'w-full',
          minWidth,
          'border-collapse text-sm',
          dimmed !== undefined && 'transition-opacity',
          dimmed && 'opacity-60',
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className={lines.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={classes(
                  headerCells[density],
                  column.align === 'right' && 'text-right',
                  column.hiddenBelow && folded[column.hiddenBelow],
                  column.headerClassName,
                )}
              >
                {column.headerHidden ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
                {column.headerHint ? (
                  <>
                    {' '}
                    <span className="sr-only">{column.headerHint}</span>
                  </>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const { className, ...data }: RowProps = rowProps?.(row, index) ?? {};
            return (
              <tr key={rowKey(row)} className={classes(lines.row, className)} {...data}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.header}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={classes(
                        column.className,
                        column.align === 'right' && 'text-right',
                        column.hiddenBelow && folded[column.hiddenBelow],
                      )}
                    >
                      {column.cell(row, index)}
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
