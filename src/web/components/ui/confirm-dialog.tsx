import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import { type ReactNode, useId, useRef, useState } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';
import { Button } from './button.tsx';
import { returnFocusAfterClose } from './dialog.tsx';

const messages = defineMessages({
  pleaseWait: { id: 'ui.confirmDialog.pleaseWait', defaultMessage: 'Please wait…' },
});

interface ConfirmDialogProps {
  /** What the button that opens the dialog shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  /** A fuller name for the trigger, when its visible text is short ("Delete" → "Delete booking SB-…"). */
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Runs the action; the dialog closes when it resolves, and shows the error when it fails. */
  onConfirm: () => Promise<unknown>;
  /** `calm` for a step that is easily taken back (restoring, archiving): no alarm colours. */
  tone?: 'danger' | 'calm';
}

/**
 * Asks before doing something that cannot be undone, on the native modal <dialog> (focus
 * trapped, Escape closes, the page behind inert). Focus starts on Cancel, the safe choice.
 */
export function ConfirmDialog({
  trigger,
  triggerClassName = '',
  triggerLabel,
  title,
  description,
  confirmLabel,
  cancelLabel = t(commonMessages.cancel),
  onConfirm,
  tone = 'danger',
}: ConfirmDialogProps) {
  const danger = tone === 'danger';
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const untilHydrated = useDisabledUntilHydrated();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => dialogRef.current?.close();

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : t(commonMessages.somethingWentWrong),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        {...untilHydrated}
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => {
          setError(null);
          dialogRef.current?.showModal();
        }}
      >
        {trigger}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        onClose={() => returnFocusAfterClose(triggerRef.current)}
        onCancel={(event) => {
          if (busy) event.preventDefault();
        }}
        className="m-auto w-[min(30rem,calc(100vw-2rem))] whitespace-normal border border-rule bg-ivory p-0 text-ink shadow-2xl open:animate-rise"
      >
        <div className="flex flex-col items-center p-7 text-center sm:p-10">
          {danger ? (
            <span className="flex size-14 items-center justify-center rounded-full border border-danger/40 text-danger">
              <CircleAlert aria-hidden="true" className="size-7" strokeWidth={1.5} />
            </span>
          ) : (
            <span className="flex size-14 items-center justify-center rounded-full border border-forest/40 text-forest">
              <CircleHelp aria-hidden="true" className="size-7" strokeWidth={1.5} />
            </span>
          )}
          <h2 id={`${id}-title`} className="mt-5 text-3xl leading-tight text-forest">
            {title}
          </h2>
          <div id={`${id}-description`} className="mt-3 space-y-2 text-ink-muted">
            {description}
          </div>
          {error ? (
            <p
              role="alert"
              className="mt-5 w-full border border-danger/40 bg-danger/5 px-4 py-3 text-danger"
            >
              {error}
            </p>
          ) : null}
          <div className="mt-8 flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <Button variant="outline" onClick={close} disabled={busy} autoFocus>
              {cancelLabel}
            </Button>
            <button
              type="button"
              onClick={confirm}
              disabled={busy}
              className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-[2px] px-7 font-sans text-[0.8rem] font-medium uppercase tracking-[0.16em] text-ivory transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 ${danger ? 'bg-danger hover:bg-[#7d2222]' : 'bg-forest hover:bg-forest-deep'}`}
            >
              {busy ? t(messages.pleaseWait) : confirmLabel}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
