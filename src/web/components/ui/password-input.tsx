import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { type InputHTMLAttributes, useState } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  show: { id: 'ui.passwordInput.show', defaultMessage: 'Show password' },
});

/** A masked password field with a show/hide toggle. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const untilHydrated = useDisabledUntilHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className="field-input pr-12" />
      <button
        {...untilHydrated}
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center text-ink-muted hover:text-forest"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" strokeWidth={1.5} />
        ) : (
          <Eye aria-hidden="true" className="size-5" strokeWidth={1.5} />
        )}
        <span className="sr-only">{t(messages.show)}</span>
      </button>
    </div>
  );
}
