import CircleCheck from 'lucide-react/icons/circle-check';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'ui.successDialog.title', defaultMessage: 'Success!' },
});

interface SuccessDialogProps {
  open: boolean;
  /** The spec's line under "Success!", e.g. 'Successfully added a review.' */
  message: string;
  /** Runs however the dialog closes (a button, Escape). */
  onClose: () => void;
  /** More to say under the message. */
  children?: ReactNode;
  /** The buttons; `close` closes the dialog (and so runs `onClose`). */
  actions: (close: () => void) => ReactNode;
  /** Room for two buttons side by side. */
  wide?: boolean;
}

/**
 * The spec's success popup ('Success!' and a line), on the native modal <dialog>: focus moves
 * inside, Escape closes, the page behind is inert.
 */
export function SuccessDialog({
  open,
  message,
  onClose,
  children,
  actions,
  wide = false,
}: SuccessDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onClose={onClose}
      className={`m-auto ${wide ? 'w-[min(36rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'} border border-rule bg-ivory p-0 text-ink shadow-2xl open:animate-rise`}
    >
      <div className="flex flex-col items-center p-8 text-center sm:p-10">
        <span className="flex size-14 items-center justify-center rounded-full border border-forest/40 text-forest">
          <CircleCheck aria-hidden="true" className="size-7" strokeWidth={1.5} />
        </span>
        <h2 id={`${id}-title`} className="mt-5 text-3xl leading-tight text-forest">
          {t(messages.title)}
        </h2>
        <p id={`${id}-description`} className="mt-3 text-ink-muted">
          {message}
        </p>
        {children}
        <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          {actions(() => ref.current?.close())}
        </div>
      </div>
    </dialog>
  );
}
