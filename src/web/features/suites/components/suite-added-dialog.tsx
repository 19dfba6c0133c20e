import { CircleCheck, Images, SquarePlus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { AdminSuite } from '#shared/suite-admin.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { editSuitePath } from '#web/features/suites/lib/edit-suite-path.ts';

/**
 * The popup after a suite is added, in the style of the review's: 'Success! Successfully added a
 * suite.', on the native modal <dialog> (focus inside, Escape closes), with the two likely next
 * steps. `onClose` runs however it closes.
 */
export function SuiteAddedDialog({
  suite,
  onClose,
}: {
  suite: AdminSuite | undefined;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const open = suite !== undefined;
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
      className="m-auto w-[min(36rem,calc(100vw-2rem))] border border-rule bg-ivory p-0 text-ink shadow-2xl open:animate-rise"
    >
      <div className="flex flex-col items-center p-8 text-center sm:p-10">
        <span className="flex size-14 items-center justify-center rounded-full border border-forest/40 text-forest">
          <CircleCheck aria-hidden="true" className="size-7" strokeWidth={1.5} />
        </span>
        <h2 id={`${id}-title`} className="mt-5 text-3xl leading-tight text-forest">
          Success!
        </h2>
        <p id={`${id}-description`} className="mt-3 text-ink-muted">
          Successfully added a suite.
        </p>
        {suite ? (
          <p className="mt-2 text-sm text-ink-muted">
            <span className="font-medium text-ink">{suite.name}</span> is open for booking. Add more
            photos to its gallery, or add another suite.
          </p>
        ) : null}
        <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          {suite ? (
            <ButtonLink
              to={editSuitePath(suite.id)}
              variant="outline"
              className="whitespace-nowrap"
            >
              <Images aria-hidden="true" className="size-4" strokeWidth={1.5} />
              Manage Its Photos
            </ButtonLink>
          ) : null}
          <Button onClick={() => ref.current?.close()} className="whitespace-nowrap" autoFocus>
            <SquarePlus aria-hidden="true" className="size-4" strokeWidth={1.5} />
            Add Another
          </Button>
        </div>
      </div>
    </dialog>
  );
}
