import LoaderCircle from 'lucide-react/icons/loader-circle';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useId } from 'react';
import type { SocialProvider } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSignInProviders } from '#web/features/auth/api/get-sign-in-providers.ts';
import { useSocialSignIn } from '#web/features/auth/api/social-sign-in.ts';
import { useHydrated } from '#web/hooks/use-hydrated.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';
import { ProviderMark } from './provider-mark.tsx';

const messages = defineMessages({
  heading: { id: 'auth.socialSignIn.heading', defaultMessage: 'Or continue with' },
  loading: { id: 'auth.socialSignIn.loading', defaultMessage: 'Loading sign-in options…' },
  couldNotLoad: {
    id: 'auth.socialSignIn.couldNotLoad',
    defaultMessage: 'We could not load the social sign-in options.',
  },
  connecting: { id: 'auth.socialSignIn.connecting', defaultMessage: 'Connecting to {provider}…' },
  continueWith: {
    id: 'auth.socialSignIn.continueWith',
    defaultMessage: 'Continue with {provider}',
  },
  failure: {
    id: 'auth.socialSignIn.failure',
    defaultMessage: 'We could not start the sign-in with that provider. Please try again.',
  },
});

const providerButton =
  'flex min-h-12 w-full items-center gap-3 rounded-[2px] border border-rule bg-[#fffdf8] px-4 py-2 text-left text-sm font-medium text-ink transition-colors hover:border-forest hover:bg-ivory disabled:cursor-wait';

interface SocialSignInProps {
  /** Where a successful sign-in lands (a path of this site). */
  callbackURL: string;
  /** Where a failed one lands; the provider's error code is added as `?error=`. */
  errorCallbackURL: string;
}

/**
 * "Continue with Google / Facebook / GitHub", in the spec's order, for the providers this hotel has
 * switched on only; none at all, no section (decision 005). The server renders the page with the
 * list already known, so nothing appears and vanishes.
 */
export function SocialSignIn({ callbackURL, errorCallbackURL }: SocialSignInProps) {
  const hydrated = useHydrated();
  const providers = useSignInProviders();
  const socialSignIn = useSocialSignIn();
  const headingId = useId();
  const pending = socialSignIn.isPending || socialSignIn.isSuccess;
  const enabled = providers.data?.filter((provider) => provider.enabled);

  if (enabled?.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-center gap-4 text-ink-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-rule" />
        <h2 id={headingId} className="font-sans text-xs font-medium uppercase tracking-[0.16em]">
          {t(messages.heading)}
        </h2>
        <span aria-hidden="true" className="h-px flex-1 bg-rule" />
      </div>
      {providers.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-12 w-full" />
          <span className="sr-only">{t(messages.loading)}</span>
        </div>
      ) : !enabled ? (
        <div className="flex flex-col items-center gap-3 text-center text-sm text-ink-muted">
          <p>{t(messages.couldNotLoad)}</p>
          <Button variant="outline" size="sm" onClick={() => providers.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t(commonMessages.retry)}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3">
          {enabled.map((provider) => {
            const starting =
              pending && socialSignIn.variables?.provider === (provider.id as SocialProvider);
            return (
              <li key={provider.id}>
                <button
                  type="button"
                  className={providerButton}
                  disabled={pending || !hydrated}
                  data-pending-hydration={hydrated ? undefined : ''}
                  onClick={() =>
                    socialSignIn.mutate({ provider: provider.id, callbackURL, errorCallbackURL })
                  }
                >
                  {starting ? (
                    <LoaderCircle
                      aria-hidden="true"
                      className="size-5 shrink-0 animate-spin text-forest motion-reduce:animate-none"
                    />
                  ) : (
                    <ProviderMark provider={provider.id} />
                  )}
                  <span className="min-w-0 flex-1">
                    {t(starting ? messages.connecting : messages.continueWith, {
                      provider: provider.name,
                    })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {socialSignIn.isError ? (
        <FormAlert>{socialSignIn.error.message || t(messages.failure)}</FormAlert>
      ) : null}
    </section>
  );
}
