import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import { useId } from 'react';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProviderSetup } from '#web/features/auth/api/get-provider-setup.ts';
import { ProviderMark } from './provider-mark.tsx';

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
        Social sign-in
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Guests see “Continue with …” on Log In and Sign Up only for the providers switched on here.
        A provider is switched on by setting both of its settings in the server’s environment and
        restarting it.
      </p>
      {setup.isPending ? (
        <div className="mt-6 grid gap-4 md:grid-cols-3" aria-busy="true">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
          <span className="sr-only">Loading the sign-in providers…</span>
        </div>
      ) : setup.isError ? (
        <div className="mt-6">
          <ErrorState
            title="We could not load the sign-in providers"
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
                    On
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
                    <CircleDashed aria-hidden="true" className="size-4" />
                    Off
                  </span>
                )}
              </div>
              <dl className="grid gap-3 text-sm">
                <div>
                  <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Settings</dt>
                  {provider.settings.map((setting) => (
                    <dd key={setting.name} className="mt-1 flex flex-wrap items-baseline gap-x-2">
                      <code className="break-all font-mono text-[0.8rem] text-ink">
                        {setting.name}
                      </code>
                      <span className={setting.set ? 'text-forest' : 'text-ink-muted'}>
                        {setting.set ? 'set' : 'not set'}
                      </span>
                    </dd>
                  ))}
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
                    Redirect address to register with {provider.name}
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
