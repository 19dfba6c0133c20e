import type { ComponentProps } from 'react';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';

/**
 * The site's form. A server-rendered page shows it before its code runs: until then the
 * controls are disabled (a click or a keystroke would be lost, or a submission would leave as
 * a plain GET with the fields in the URL), and `method="post"` keeps fields out of URLs even so.
 * The browser's own validation is off: the forms show the spec's messages themselves.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const untilHydrated = useDisabledUntilHydrated();
  return (
    <form method="post" noValidate {...props}>
      <fieldset className="contents" {...untilHydrated}>
        {children}
      </fieldset>
    </form>
  );
}
