import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import Power from 'lucide-react/icons/power';
import PowerOff from 'lucide-react/icons/power-off';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages } from '#shared/messages.ts';
import type { SchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';
import { listMessages } from './admin-list.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Form } from './form.tsx';
import { FormAlert, FormStatus } from './form-message.tsx';
import { Skeleton } from './skeleton.tsx';

const messages = defineMessages({
  loading: { id: 'ui.staffPanel.loading', defaultMessage: 'Loading the {noun}…' },
  switchOff: { id: 'ui.staffPanel.switchOff', defaultMessage: 'Switch off' },
  switchOffName: { id: 'ui.staffPanel.switchOffName', defaultMessage: 'Switch off {name}' },
  switchOffQuestion: {
    id: 'ui.staffPanel.switchOffQuestion',
    defaultMessage: 'Switch off {name}?',
  },
  switchOffConfirm: { id: 'ui.staffPanel.switchOffConfirm', defaultMessage: 'Yes, switch it off' },
  switchOn: { id: 'ui.staffPanel.switchOn', defaultMessage: 'Switch on' },
  switchOnName: { id: 'ui.staffPanel.switchOnName', defaultMessage: 'Switch on {name}' },
  switchOnFailed: {
    id: 'ui.staffPanel.switchOnFailed',
    defaultMessage: 'We could not switch {name} on. Please try again.',
  },
});

/** The classes of a list, without the empty ones. */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface StaffPanelProps<Data> {
  /** The list's data. While it loads a placeholder shows; when it fails, the error and a retry. */
  query: UseQueryResult<Data>;
  /** The list in words, in the page's language, for "We could not load the …" and "Loading the …". */
  noun: string;
  /** The placeholder: one block of this height, or `rows` of them with "Loading the …" spoken. */
  placeholder: { height: string; rows?: number };
  /**
   * The placeholder and the error show in the list's place, the rest of the panel (its form)
   * staying usable. Otherwise they stand in for the whole panel.
   */
  loadsInPlace?: boolean;
  /** Space around the panel, e.g. `mt-10`, kept by its placeholder and its error. */
  className?: string;
  /** Space between the panel's parts: 8 where a table meets a long form. */
  gap?: 6 | 8;
  /** What the last change did, announced politely. */
  status?: string;
  /** What the last change could not do, announced at once. */
  failure?: string;
  /** The form that adds to the list, under it. */
  form?: ReactNode;
  /** The list, or what says it is empty, once the data is there. */
  children: (data: Data) => ReactNode;
}

/**
 * A staff panel: a list a form adds to, with the line announcing each change. It writes once
 * what every such panel shows around its list (loading, failure, status) and where the form goes.
 */
export function StaffPanel<Data>({
  query,
  noun,
  placeholder,
  loadsInPlace = false,
  className,
  gap = 6,
  status,
  failure,
  form,
  children,
}: StaffPanelProps<Data>) {
  const around = loadsInPlace ? undefined : className;
  const stand = query.isPending ? (
    <div
      aria-busy="true"
      className={classes(around, placeholder.rows !== undefined && 'grid gap-3') || undefined}
    >
      {Array.from({ length: placeholder.rows ?? 1 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={row} className={`${placeholder.height} w-full`} />
      ))}
      {placeholder.rows === undefined ? null : (
        <span className="sr-only">{t(messages.loading, { noun })}</span>
      )}
    </div>
  ) : query.isError ? (
    <ErrorState
      className={around}
      title={t(listMessages.couldNotLoad, { noun })}
      error={query.error}
      onRetry={() => query.refetch()}
    />
  ) : null;
  if (stand && !loadsInPlace) return stand;

  return (
    <div className={classes(className, 'grid', gap === 8 ? 'gap-8' : 'gap-6')}>
      <FormStatus>{status}</FormStatus>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {stand ?? (query.isSuccess ? children(query.data) : null)}
      {form}
    </div>
  );
}

type StaffPanelEmptyProps =
  | { icon: LucideIcon; title: string; children: ReactNode; ref?: undefined }
  | {
      icon?: undefined;
      title?: undefined;
      children: ReactNode;
      /** Given, the line can take the focus (when the last item is removed). */
      ref?: (element: HTMLElement | null) => void;
    };

/** In the list's place when it is empty: a card with an icon and a title, or a line. */
export function StaffPanelEmpty({ icon, title, children, ref }: StaffPanelEmptyProps) {
  if (icon) {
    return (
      <div className="border border-rule bg-ivory">
        <EmptyState icon={icon} title={title}>
          {children}
        </EmptyState>
      </div>
    );
  }
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={classes(
        'border border-rule bg-ivory px-5 py-6 text-ink-muted',
        ref && 'outline-none',
      )}
    >
      {children}
    </p>
  );
}

interface StaffPanelItemProps {
  /** The row's own data attribute, by which focus finds it again. */
  data: { [name: `data-${string}`]: string };
  /** The row can take the focus (when it was just added). */
  focusable?: boolean;
  /** Switched off: on a darker ground. */
  dimmed?: boolean;
  /** The row's form, in place of its summary while it is edited. */
  editor?: ReactNode;
  title: ReactNode;
  detail: ReactNode;
  /** Its buttons (see `staffButton`). */
  actions: ReactNode;
}

/** One item of a staff panel's list: what it is in two lines, and its buttons; or its form. */
export function StaffPanelItem({
  data,
  focusable = false,
  dimmed = false,
  editor,
  title,
  detail,
  actions,
}: StaffPanelItemProps) {
  return (
    <li
      {...data}
      tabIndex={focusable ? -1 : undefined}
      className={classes(
        'border border-rule',
        dimmed ? 'bg-ivory-deep/60' : 'bg-ivory',
        focusable && 'outline-none focus-visible:border-forest',
      )}
    >
      {editor ?? (
        <div className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
          <div className="min-w-0">
            <p className="font-display text-xl leading-tight text-forest">{title}</p>
            <p className="mt-1 break-words text-sm text-ink">{detail}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
        </div>
      )}
    </li>
  );
}

const staffButtonTones = {
  /** Edit: quiet until pointed at. */
  quiet: 'border-rule text-forest hover:border-forest hover:bg-forest hover:text-ivory',
  calm: 'border-forest text-forest hover:bg-forest hover:text-ivory',
  danger: 'border-danger/60 text-danger hover:bg-danger hover:text-ivory',
};

/** The classes of a small button in a staff panel's row (Edit, Remove, Switch off). */
export function staffButton(tone: keyof typeof staffButtonTones, extra = '') {
  return classes(
    'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-[2px] border px-3 text-xs font-medium uppercase tracking-[0.12em] transition-colors disabled:opacity-60',
    staffButtonTones[tone],
    extra,
  );
}

/** Finds a row's switch (the plain button, or its dialog's trigger) inside the row. */
export const staffSwitchSelector = '[data-control="switch"] button';

interface StaffSwitchProps {
  /** What is switched, as its row names it. */
  name: string;
  active: boolean;
  /** What switching off does, said in the question asked first. */
  consequence: ReactNode;
  /** Its switching on is being saved. */
  busy: boolean;
  /** Saves the change; the panel announces it. */
  onSwitch: (active: boolean) => Promise<void>;
  /** Switching on starts: the last announcement is no longer true. */
  onStart: () => void;
  /** Switching on failed: what to say. */
  onFailure: (message: string) => void;
  className?: string;
}

/**
 * Switches an item off (after a question: guests lose it) or on again (at once). Switched off
 * rather than deleted, it can always come back.
 */
export function StaffSwitch({
  name,
  active,
  consequence,
  busy,
  onSwitch,
  onStart,
  onFailure,
  className,
}: StaffSwitchProps) {
  return (
    <span data-control="switch" className={className}>
      {active ? (
        <ConfirmDialog
          trigger={
            <>
              <PowerOff aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t(messages.switchOff)}
            </>
          }
          triggerLabel={t(messages.switchOffName, { name })}
          triggerClassName={staffButton('danger')}
          title={t(messages.switchOffQuestion, { name })}
          description={<p>{consequence}</p>}
          confirmLabel={t(messages.switchOffConfirm)}
          tone="calm"
          onConfirm={() => onSwitch(false)}
        />
      ) : (
        <button
          type="button"
          aria-label={t(messages.switchOnName, { name })}
          disabled={busy}
          className={staffButton('calm')}
          onClick={() => {
            onStart();
            onSwitch(true).catch((error: unknown) =>
              onFailure(
                error instanceof Error && error.message
                  ? error.message
                  : t(messages.switchOnFailed, { name }),
              ),
            );
          }}
        >
          <Power aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {t(messages.switchOn)}
        </button>
      )}
    </span>
  );
}

const layouts = {
  1: { grid: 'gap-4', wide: '', span: '' },
  3: { grid: 'gap-5 sm:grid-cols-2', wide: 'lg:grid-cols-3', span: 'sm:col-span-2 lg:col-span-3' },
  4: { grid: 'gap-5 sm:grid-cols-2', wide: 'lg:grid-cols-4', span: 'sm:col-span-2 lg:col-span-4' },
};

interface StaffPanelFormProps {
  /** The form's state from `useSchemaForm`. */
  form: Pick<SchemaForm<object>, 'props' | 'formError' | 'pending'>;
  /** The form's name, and the line over its fields unless `title` says otherwise. */
  label: string;
  title?: string;
  /** Fields a row on a wide screen (two on a tablet); one field a row when 1. */
  columns?: 1 | 3 | 4;
  /** The wide screen's column widths, in place of equal ones (a Tailwind grid-columns class). */
  widths?: string;
  submit: { label: string; icon: LucideIcon; pendingLabel?: string };
  /** Given, the form edits an item in its row: no frame of its own, a Cancel, its first field focused. */
  onCancel?: () => void;
  children: ReactNode;
}

/** A staff panel's form: its title, its fields, a failure, and Add (or Cancel and Save) below. */
export function StaffPanelForm({
  form,
  label,
  title = label,
  columns = 1,
  widths,
  submit,
  onCancel,
  children,
}: StaffPanelFormProps) {
  const inRow = onCancel !== undefined;
  const layout = layouts[columns];
  const formRef = form.props.ref;
  useEffect(() => {
    if (inRow) formRef.current?.querySelector('input')?.focus();
  }, [inRow, formRef]);

  const Icon = submit.icon;
  return (
    <Form
      {...form.props}
      aria-label={label}
      className={classes(
        'grid p-4 sm:p-6',
        layout.grid,
        widths ?? layout.wide,
        !inRow && 'border border-rule bg-ivory',
      )}
    >
      <p
        className={classes(
          'text-xs font-medium uppercase tracking-[0.16em] text-brass-dark',
          layout.span,
        )}
      >
        {title}
      </p>
      {children}
      {form.formError ? <FormAlert className={layout.span}>{form.formError}</FormAlert> : null}
      <div className={classes('flex flex-col gap-3 sm:flex-row sm:justify-end', layout.span)}>
        {onCancel ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            {t(commonMessages.cancel)}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={form.pending}>
          <Icon aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {form.pending ? (submit.pendingLabel ?? t(commonMessages.saving)) : submit.label}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Moves the focus, once the list shows a change, to what the change left: the item added, a
 * row's button, or the list itself (its last item removed). `focusAfterUpdate(selector)` names
 * it inside the element `listRef` is on (no selector: that element); it is focused when the
 * next data arrives and it is there.
 */
export function useFocusAfterUpdate(data: unknown) {
  const list = useRef<HTMLElement | null>(null);
  const [target, setTarget] = useState<{ selector?: string }>();

  useEffect(() => {
    if (!target || !data) return;
    const element = target.selector
      ? list.current?.querySelector<HTMLElement>(target.selector)
      : list.current;
    if (!element) return;
    element.focus();
    setTarget(undefined);
  }, [target, data]);

  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);
  const focusAfterUpdate = useCallback((selector?: string) => setTarget({ selector }), []);
  return { listRef, focusAfterUpdate };
}
