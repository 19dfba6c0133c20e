import X from 'lucide-react/icons/x';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
});

interface DialogProps {
  /** What the button that opens the dialog shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  title: string;
  children: ReactNode;
}

/**
 * A title whose hyphenated words ("check-in") never break at their hyphen; the text, and so the
 * dialog's accessible name, stays exactly the same.
 */
function keepHyphenatedWordsWhole(title: string): ReactNode[] {
  return title.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string keep their order.
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * Gives focus back to `element` once a dialog has closed, unless focus is already somewhere: the
 * browser may have put it back itself, and the `close` event comes a task after the closing, by
 * when the visitor may have moved on. Taking focus back then would send their next key elsewhere.
 */
export function returnFocusAfterClose(element: HTMLElement | null): void {
  const active = document.activeElement;
  if (!active || active === document.body) element?.focus();
}

interface DialogFrameProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The modal itself, on the native <dialog>: the browser traps focus, closes on Escape and makes
 * the page behind inert; a click on the backdrop closes it too. Title, Close, a brass rule, then
 * the content. Whoever opens it (`showModal()`) decides where focus goes back on close.
 */
export function DialogFrame({ dialogRef, title, onClose, children }: DialogFrameProps) {
  const titleId = useId();
  return (
    // A click on the backdrop lands on the dialog itself; Escape is handled natively.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the native dialog closes on Escape.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] whitespace-normal border border-rule bg-ivory p-0 text-ink shadow-2xl open:animate-rise"
    >
      <div className="p-7 sm:p-10">
        <div className="flex items-start justify-between gap-6">
          <h2 id={titleId} className="text-balance text-3xl leading-tight text-forest">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center text-ink-muted hover:text-forest"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t(messages.close)}</span>
          </button>
        </div>
        <div aria-hidden="true" className="mt-5 h-px w-16 bg-brass" />
        <div className="mt-5">{children}</div>
      </div>
    </dialog>
  );
}

/**
 * A button and the modal it opens, on the native <dialog>: the browser traps focus, closes on
 * Escape and makes the page behind inert. Focus goes back to the button on close.
 */
export function Dialog({ trigger, triggerClassName = '', title, children }: DialogProps) {
  const untilHydrated = useDisabledUntilHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        {...untilHydrated}
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        className={triggerClassName}
        onClick={() => dialogRef.current?.showModal()}
      >
        {trigger}
      </button>
      <DialogFrame
        dialogRef={dialogRef}
        title={keepHyphenatedWordsWhole(title)}
        onClose={() => returnFocusAfterClose(triggerRef.current)}
      >
        <div className="space-y-3 text-lg leading-relaxed text-ink-muted">{children}</div>
      </DialogFrame>
    </>
  );
}
