import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import { useId } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProviderSetup } from '#web/features/auth/api/get-provider-setup.ts';
import { t } from '#web/lib/intl.ts';
import { ProviderMark } from './provider-mark.tsx';

const messages = defineMessages({
  title: { id: 'auth.providerSetup.title', defaultMessage: 'Social sign-in' },
  intro: {
    id: 'auth.providerSetup.intro',
    defaultMessage:
      'Guests see “Continue with …” on Log In and Sign Up only for the providers switched on here. A provider is switched on by setting both of its settings in the server’s environment and restarting it.',
  },
  loading: { id: 'auth.providerSetup.loading', defaultMessage: 'Loading the sign-in providers…' },
  couldNotLoad: {
    id: 'auth.providerSetup.couldNotLoad',
    defaultMessage: 'We could not load the sign-in providers',
  },
  on: { id: 'auth.providerSetup.on', defaultMessage: 'On' },
  off: { id: 'auth.providerSetup.off', defaultMessage: 'Off' },
  settings: { id: 'auth.providerSetup.settings', defaultMessage: 'Settings' },
  set: { id: 'auth.providerSetup.set', defaultMessage: 'set' },
  notSet: { id: 'auth.providerSetup.notSet', defaultMessage: 'not set' },
  redirect: {
    id: 'auth.providerSetup.redirect',
    defaultMessage: 'Redirect address to register with {provider}',
  },
});

/**
 * For staff: which social sign-in providers guests are offered, and for the others, which
 * server settings switch them on and the address to register with the provider. Guests only
 * ever see the providers that are on (decision 005).
 */
export function ProviderSetupPanel() {
  const setup = useProviderSetup();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-14 border-t border-rule pt-10">
      <h2 id={headingId} className="text-3xl text-forest">
        {t(messages.title)}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{t(messages.intro)}</p>
      {setup.isPending ? (
        <div className="mt-6 grid gap-4 md:grid-cols-3" aria-busy="true">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
          <span className="sr-only">{t(messages.loading)}</span>
        </div>
      ) : setup.isError ? (
        <div className="mt-6">
          <ErrorState
            title={t(messages.couldNotLoad)}
            error={setup.error}
            onRetry={() => setup.refetch()}
          />
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {setup.data.providers.map((provider) => (
            <li key={provider.id} className="flex flex-col gap-4 border border-rule bg-ivory p-5">
              <div className="flex items-center gap-3">
                <ProviderMark provider={provider.id} />
                <h3 className="flex-1 font-sans text-base font-medium text-ink">{provider.name}</h3>
                {provider.enabled ? (
                  <span className="inline-flex items-center gap-1.5 text-sm font-medium text-forest">
                    <CircleCheck aria-hidden="true" className="size-4" />
                    {t(messages.on)}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
                    <CircleDashed aria-hidden="true" className="size-4" />
                    {t(messages.off)}
                  </span>
                )}
              </div>
              <dl className="grid gap-3 text-sm">
                <div>
                  <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
                    {t(messages.settings)}
                  </dt>
                  {provider.settings.map((setting) => (
                    <dd key={setting.name} className="mt-1 flex flex-wrap items-baseline gap-x-2">
                      <code className="break-all font-mono text-[0.8rem] text-ink">
                        {setting.name}
                      </code>
                      <span className={setting.set ? 'text-forest' : 'text-ink-muted'}>
                        {t(setting.set ? messages.set : messages.notSet)}
                      </span>
                    </dd>
                  ))}
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
                    {t(messages.redirect, { provider: provider.name })}
                  </dt>
                  <dd className="mt-1 break-all font-mono text-[0.8rem] text-ink">
                    {provider.callbackUrl}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
