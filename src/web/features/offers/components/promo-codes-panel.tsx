import Power from 'lucide-react/icons/power';
import PowerOff from 'lucide-react/icons/power-off';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useEffect, useRef, useState } from 'react';
import type { PromoCode } from '#shared/promo-codes.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableFrame } from '#web/components/ui/table-frame.tsx';
import { usePromoCodes, useSwitchPromoCode } from '#web/features/offers/api/promo-codes.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { AddPromoCodeForm, type SuiteChoice } from './add-promo-code-form.tsx';

const headCell =
  'px-4 py-3 text-left text-xs font-medium uppercase tracking-[0.16em] text-ink whitespace-nowrap first:pl-5 last:pr-5';
const cell = 'px-4 py-4 align-top text-ink-muted';

const rowButton =
  'inline-flex min-h-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-[2px] border px-3 text-xs font-medium uppercase tracking-[0.12em] transition-colors disabled:opacity-60';

/** "1 Jun 2026 to 30 Sep 2026": the days a booking may be made with the code, both included. */
const windowOf = (code: PromoCode) =>
  `${formatStayDate(code.validFrom, 'short')} to ${formatStayDate(code.validTo, 'short')}`;

/** Where a code stands today: its state in a word, and its tone. */
function standing(code: PromoCode, today: string): { label: string; tone: string } {
  if (!code.active) return { label: 'Switched off', tone: 'text-danger font-medium' };
  if (today < code.validFrom) {
    return { label: `From ${formatStayDate(code.validFrom, 'short')}`, tone: 'text-brass-dark' };
  }
  if (today > code.validTo) return { label: 'Ended', tone: 'text-ink-muted' };
  if (code.maxUses !== null && code.uses >= code.maxUses) {
    return { label: 'Used up', tone: 'text-ink-muted' };
  }
  return { label: 'Live', tone: 'text-forest font-medium' };
}

/** The suites a code is for, by name: "All suites", or the names of those chosen. */
function suitesOf(code: PromoCode, suites: readonly SuiteChoice[] | undefined): string {
  if (code.suiteIds === null) return 'All suites';
  if (!suites) return `${code.suiteIds.length} ${code.suiteIds.length === 1 ? 'suite' : 'suites'}`;
  return code.suiteIds
    .map((id) => suites.find((suite) => suite.id === id)?.name ?? 'A suite no longer listed')
    .join(', ');
}

interface PromoCodesPanelProps {
  /** The hotel's suites, for choosing those a code is for and naming them; undefined while loading. */
  suites: readonly SuiteChoice[] | undefined;
  /** The suites could not be loaded: the form says so and offers to try again. */
  suitesFailed: boolean;
  onRetrySuites: () => void;
}

/**
 * The promo codes guests may enter on /booking, newest first: what each takes off, the days it
 * may be booked on, its rules and how often it has been used, and whether it is on. A code is
 * switched off (after a question) rather than deleted, and can be switched on again; new codes
 * are added below.
 */
export function PromoCodesPanel({ suites, suitesFailed, onRetrySuites }: PromoCodesPanelProps) {
  const codes = usePromoCodes();
  const switchCode = useSwitchPromoCode();
  const today = hotelDay();
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const tableRef = useRef<HTMLTableElement>(null);
  /** The code whose switch takes the focus once the table shows the change. */
  const [focusTarget, setFocusTarget] = useState<string>();

  useEffect(() => {
    if (!focusTarget || !codes.data) return;
    tableRef.current
      ?.querySelector<HTMLElement>(`[data-code="${focusTarget}"] [data-control="switch"] button`)
      ?.focus();
    setFocusTarget(undefined);
  }, [focusTarget, codes.data]);

  const flip = async (code: PromoCode, active: boolean) => {
    await switchCode.mutateAsync({ id: code.id, active });
    setStatus(
      active
        ? `${code.code} is switched on again.`
        : `${code.code} is switched off: guests can no longer apply it.`,
    );
    setFocusTarget(code.id);
  };

  return (
    <div className="mt-10 grid gap-8">
      <FormStatus>{status}</FormStatus>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {codes.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
          <span className="sr-only">Loading the promo codes…</span>
        </div>
      ) : codes.isError ? (
        <ErrorState
          title="We could not load the promo codes"
          error={codes.error}
          onRetry={() => codes.refetch()}
        />
      ) : codes.data.length === 0 ? (
        <div className="border border-rule bg-ivory">
          <EmptyState icon={TicketPercent} title="No promo codes yet">
            <p>
              Add a code below for a season or a partner: guests enter it on the reservation summary
              and the discount comes off their subtotal.
            </p>
          </EmptyState>
        </div>
      ) : (
        <TableFrame label="Promo codes">
          <table ref={tableRef} className="w-full min-w-[46rem] border-collapse text-sm">
            <caption className="sr-only">Promo codes, newest first</caption>
            <thead className="border-b border-rule bg-ivory-deep">
              <tr>
                <th scope="col" className={headCell}>
                  Code
                </th>
                <th scope="col" className={`${headCell} text-right`}>
                  Off
                </th>
                <th scope="col" className={headCell}>
                  Booked between
                </th>
                <th scope="col" className={headCell}>
                  Minimum stay
                </th>
                <th scope="col" className={headCell}>
                  Suites
                </th>
                <th scope="col" className={`${headCell} text-right`}>
                  Uses
                </th>
                <th scope="col" className={headCell}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((code) => {
                const state = standing(code, today);
                return (
                  <tr
                    key={code.id}
                    data-code={code.id}
                    className={`border-b border-rule/70 last:border-b-0 ${code.active ? '' : 'bg-ivory-deep/60'}`}
                  >
                    <th
                      scope="row"
                      className="py-4 pl-5 pr-4 text-left align-top font-medium tracking-[0.08em] text-forest"
                    >
                      {code.code}
                    </th>
                    <td className={`${cell} text-right tabular-nums text-ink`}>
                      {code.percentOff}%
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {formatStayDate(code.validFrom, 'short')}
                      <span className="block">
                        <span className="sr-only">to </span>
                        <span aria-hidden="true">→ </span>
                        {formatStayDate(code.validTo, 'short')}
                      </span>
                    </td>
                    <td className={cell}>
                      {code.minNights === null ? 'Any stay' : `${code.minNights} nights or more`}
                    </td>
                    <td className={`${cell} min-w-[9rem] max-w-[16rem]`}>
                      {suitesOf(code, suites)}
                    </td>
                    <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                      {code.uses} / {code.maxUses ?? 'no limit'}
                    </td>
                    <td className="py-4 pl-4 pr-5 align-top">
                      <p className={`whitespace-nowrap ${state.tone}`}>{state.label}</p>
                      <span data-control="switch" className="mt-2 flex">
                        {code.active ? (
                          <ConfirmDialog
                            trigger={
                              <>
                                <PowerOff aria-hidden="true" className="size-4" strokeWidth={1.5} />
                                Switch off
                              </>
                            }
                            triggerLabel={`Switch off ${code.code}`}
                            triggerClassName={`${rowButton} border-danger/60 text-danger hover:bg-danger hover:text-ivory`}
                            title={`Switch off ${code.code}?`}
                            description={
                              <p>
                                Guests can no longer apply it, and it is taken off any reservation
                                not yet made. Bookings made with it keep their discount. You can
                                switch it on again at any time.
                              </p>
                            }
                            confirmLabel="Yes, switch it off"
                            tone="calm"
                            onConfirm={() => flip(code, false)}
                          />
                        ) : (
                          <button
                            type="button"
                            aria-label={`Switch on ${code.code}`}
                            disabled={switchCode.isPending && switchCode.variables?.id === code.id}
                            className={`${rowButton} border-forest text-forest hover:bg-forest hover:text-ivory`}
                            onClick={() => {
                              setStatus(undefined);
                              setFailure(undefined);
                              flip(code, true).catch((error: unknown) =>
                                setFailure(
                                  error instanceof Error && error.message
                                    ? error.message
                                    : `We could not switch ${code.code} on. Please try again.`,
                                ),
                              );
                            }}
                          >
                            <Power aria-hidden="true" className="size-4" strokeWidth={1.5} />
                            Switch on
                          </button>
                        )}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
      <AddPromoCodeForm
        suites={suites}
        suitesFailed={suitesFailed}
        onRetrySuites={onRetrySuites}
        onAdded={(code) => {
          setFailure(undefined);
          setStatus(
            `${code.code} is added: ${code.percentOff}% off bookings made from ${windowOf(code)}.`,
          );
        }}
      />
    </div>
  );
}
