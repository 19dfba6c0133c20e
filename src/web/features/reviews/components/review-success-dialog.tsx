import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/**
 * The spec's popup after a review is stored: 'Success! Successfully added a review.', on the
 * native modal <dialog> (focus inside, Escape closes). `onClose` runs however it closes.
 */
export function ReviewSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      className="m-auto w-[min(28rem,calc(100vw-2rem))] border border-rule bg-ivory p-0 text-ink shadow-2xl open:animate-rise"
    >
      <div className="flex flex-col items-center p-8 text-center sm:p-10">
        <span className="flex size-14 items-center justify-center rounded-full border border-forest/40 text-forest">
          <CircleCheck aria-hidden="true" className="size-7" strokeWidth={1.5} />
        </span>
        <h2 id={`${id}-title`} className="mt-5 text-3xl leading-tight text-forest">
          Success!
        </h2>
        <p id={`${id}-description`} className="mt-3 text-ink-muted">
          Successfully added a review.
        </p>
        <Button className="mt-8" onClick={() => ref.current?.close()} autoFocus>
          OK
        </Button>
      </div>
    </dialog>
  );
}
