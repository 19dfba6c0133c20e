import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useState } from 'react';
import type { PromoCode } from '#shared/promo-codes.ts';
import { formatNights, formatStayDate } from '#shared/stay-format.ts';
import { type AdminColumn, AdminTable } from '#web/components/ui/admin-table.tsx';
import {
  StaffPanel,
  StaffPanelEmpty,
  StaffSwitch,
  staffSwitchSelector,
  useFocusAfterUpdate,
} from '#web/components/ui/staff-panel.tsx';
import { usePromoCodes, useSwitchPromoCode } from '#web/features/offers/api/promo-codes.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { AddPromoCodeForm, type SuiteChoice } from './add-promo-code-form.tsx';

const cell = 'px-4 py-4 align-top text-ink-muted';

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
  /** Once the table shows the change, focus goes to the code's switch. */
  const { listRef, focusAfterUpdate } = useFocusAfterUpdate(codes.data);

  const flip = async (code: PromoCode, active: boolean) => {
    await switchCode.mutateAsync({ id: code.id, active });
    setStatus(
      active
        ? `${code.code} is switched on again.`
        : `${code.code} is switched off: guests can no longer apply it.`,
    );
    focusAfterUpdate(`[data-code="${code.id}"] ${staffSwitchSelector}`);
  };

  const columns: AdminColumn<PromoCode>[] = [
    {
      header: 'Code',
      rowHeader: true,
      className: 'py-4 pl-5 pr-4 text-left align-top font-medium tracking-[0.08em] text-forest',
      cell: (code) => code.code,
    },
    {
      header: 'Off',
      align: 'right',
      className: `${cell} tabular-nums text-ink`,
      cell: (code) => `${code.percentOff}%`,
    },
    {
      header: 'Booked between',
      className: `${cell} whitespace-nowrap`,
      cell: (code) => (
        <>
          {formatStayDate(code.validFrom, 'short')}
          <span className="block">
            <span className="sr-only">to </span>
            <span aria-hidden="true">→ </span>
            {formatStayDate(code.validTo, 'short')}
          </span>
        </>
      ),
    },
    {
      header: 'Minimum stay',
      className: cell,
      cell: (code) =>
        code.minNights === null ? 'Any stay' : `${formatNights(code.minNights)} or more`,
    },
    {
      header: 'Suites',
      className: `${cell} min-w-[9rem] max-w-[16rem]`,
      cell: (code) => suitesOf(code, suites),
    },
    {
      header: 'Uses',
      align: 'right',
      className: `${cell} whitespace-nowrap tabular-nums`,
      cell: (code) => `${code.uses} / ${code.maxUses ?? 'no limit'}`,
    },
    {
      header: 'Status',
      className: 'py-4 pl-4 pr-5 align-top',
      cell: (code) => {
        const state = standing(code, today);
        return (
          <>
            <p className={`whitespace-nowrap ${state.tone}`}>{state.label}</p>
            <StaffSwitch
              name={code.code}
              active={code.active}
              consequence={
                <>
                  Guests can no longer apply it, and it is taken off any reservation not yet made.
                  Bookings made with it keep their discount. You can switch it on again at any time.
                </>
              }
              busy={switchCode.isPending && switchCode.variables?.id === code.id}
              onSwitch={(active) => flip(code, active)}
              onStart={() => {
                setStatus(undefined);
                setFailure(undefined);
              }}
              onFailure={setFailure}
              className="mt-2 flex"
            />
          </>
        );
      },
    },
  ];

  return (
    <StaffPanel
      query={codes}
      noun="promo codes"
      placeholder={{ height: 'h-14', rows: 3 }}
      loadsInPlace
      className="mt-10"
      gap={8}
      status={status}
      failure={failure}
      form={
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
      }
    >
      {(list) =>
        list.length === 0 ? (
          <StaffPanelEmpty icon={TicketPercent} title="No promo codes yet">
            <p>
              Add a code below for a season or a partner: guests enter it on the reservation summary
              and the discount comes off their subtotal.
            </p>
          </StaffPanelEmpty>
        ) : (
          <AdminTable
            ref={listRef}
            label="Promo codes"
            caption="Promo codes, newest first"
            columns={columns}
            rows={list}
            rowKey={(code) => code.id}
            rowProps={(code) => ({
              'data-code': code.id,
              className: code.active ? '' : 'bg-ivory-deep/60',
            })}
            bordered
            minWidth="min-w-[46rem]"
          />
        )
      }
    </StaffPanel>
  );
}
