import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useState } from 'react';
import { defineMessages } from '#shared/messages.ts';
import type { PromoCode } from '#shared/promo-codes.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { type AdminColumn, AdminTable } from '#web/components/ui/admin-table.tsx';
import { Message } from '#web/components/ui/message.tsx';
import {
  StaffPanel,
  StaffPanelEmpty,
  StaffSwitch,
  staffSwitchSelector,
  useFocusAfterUpdate,
} from '#web/components/ui/staff-panel.tsx';
import { usePromoCodes, useSwitchPromoCode } from '#web/features/offers/api/promo-codes.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { t } from '#web/lib/intl.ts';
import { AddPromoCodeForm, type SuiteChoice } from './add-promo-code-form.tsx';

const messages = defineMessages({
  added: {
    id: 'offers.promoCodes.added',
    defaultMessage: '{code} is added: {percent, number}% off bookings made from {from} to {to}.',
  },
  switchedOn: {
    id: 'offers.promoCodes.switchedOn',
    defaultMessage: '{code} is switched on again.',
  },
  switchedOffStatus: {
    id: 'offers.promoCodes.switchedOffStatus',
    defaultMessage: '{code} is switched off: guests can no longer apply it.',
  },
  switchedOff: { id: 'offers.promoCodes.switchedOff', defaultMessage: 'Switched off' },
  startsOn: { id: 'offers.promoCodes.startsOn', defaultMessage: 'From {date}' },
  ended: { id: 'offers.promoCodes.ended', defaultMessage: 'Ended' },
  usedUp: { id: 'offers.promoCodes.usedUp', defaultMessage: 'Used up' },
  live: { id: 'offers.promoCodes.live', defaultMessage: 'Live' },
  allSuites: { id: 'offers.promoCodes.allSuites', defaultMessage: 'All suites' },
  suiteCount: {
    id: 'offers.promoCodes.suiteCount',
    defaultMessage: '{count, plural, one {# suite} other {# suites}}',
  },
  unlistedSuite: {
    id: 'offers.promoCodes.unlistedSuite',
    defaultMessage: 'A suite no longer listed',
  },
  code: { id: 'offers.promoCodes.code', defaultMessage: 'Code' },
  off: { id: 'offers.promoCodes.off', defaultMessage: 'Off' },
  percentOff: { id: 'offers.promoCodes.percentOff', defaultMessage: '{percent, number}%' },
  bookedBetween: { id: 'offers.promoCodes.bookedBetween', defaultMessage: 'Booked between' },
  window: {
    id: 'offers.promoCodes.window',
    defaultMessage: '{from}<br></br><hidden>to </hidden><arrow>→ </arrow>{to}',
    description: 'The first day on its own line, then the last day under it after an arrow.',
  },
  minimumStay: { id: 'offers.promoCodes.minimumStay', defaultMessage: 'Minimum stay' },
  anyStay: { id: 'offers.promoCodes.anyStay', defaultMessage: 'Any stay' },
  nightsOrMore: {
    id: 'offers.promoCodes.nightsOrMore',
    defaultMessage: '{nights, plural, one {# night or more} other {# nights or more}}',
  },
  suites: { id: 'offers.promoCodes.suites', defaultMessage: 'Suites' },
  uses: { id: 'offers.promoCodes.uses', defaultMessage: 'Uses' },
  usesOf: {
    id: 'offers.promoCodes.usesOf',
    defaultMessage: '{uses, number, ::group-off} / {maxUses, number, ::group-off}',
  },
  usesUnlimited: {
    id: 'offers.promoCodes.usesUnlimited',
    defaultMessage: '{uses, number, ::group-off} / no limit',
  },
  status: { id: 'offers.promoCodes.status', defaultMessage: 'Status' },
  consequence: {
    id: 'offers.promoCodes.consequence',
    defaultMessage:
      'Guests can no longer apply it, and it is taken off any reservation not yet made. Bookings made with it keep their discount. You can switch it on again at any time.',
  },
  noun: { id: 'offers.promoCodes.noun', defaultMessage: 'promo codes' },
  emptyTitle: { id: 'offers.promoCodes.emptyTitle', defaultMessage: 'No promo codes yet' },
  emptyText: {
    id: 'offers.promoCodes.emptyText',
    defaultMessage:
      'Add a code below for a season or a partner: guests enter it on the reservation summary and the discount comes off their subtotal.',
  },
  tableLabel: { id: 'offers.promoCodes.tableLabel', defaultMessage: 'Promo codes' },
  tableCaption: {
    id: 'offers.promoCodes.tableCaption',
    defaultMessage: 'Promo codes, newest first',
  },
});

const cell = 'px-4 py-4 align-top text-ink-muted';

/** Where a code stands today: its state in a word, and its tone. */
function standing(code: PromoCode, today: string): { label: string; tone: string } {
  if (!code.active) return { label: t(messages.switchedOff), tone: 'text-danger font-medium' };
  if (today < code.validFrom) {
    return {
      label: t(messages.startsOn, { date: formatStayDate(code.validFrom, 'short') }),
      tone: 'text-brass-dark',
    };
  }
  if (today > code.validTo) return { label: t(messages.ended), tone: 'text-ink-muted' };
  if (code.maxUses !== null && code.uses >= code.maxUses) {
    return { label: t(messages.usedUp), tone: 'text-ink-muted' };
  }
  return { label: t(messages.live), tone: 'text-forest font-medium' };
}

/** The suites a code is for, by name: "All suites", or the names of those chosen. */
function suitesOf(code: PromoCode, suites: readonly SuiteChoice[] | undefined): string {
  if (code.suiteIds === null) return t(messages.allSuites);
  if (!suites) return t(messages.suiteCount, { count: code.suiteIds.length });
  return code.suiteIds
    .map((id) => suites.find((suite) => suite.id === id)?.name ?? t(messages.unlistedSuite))
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
    setStatus(t(active ? messages.switchedOn : messages.switchedOffStatus, { code: code.code }));
    focusAfterUpdate(`[data-code="${code.id}"] ${staffSwitchSelector}`);
  };

  const columns: AdminColumn<PromoCode>[] = [
    {
      header: t(messages.code),
      rowHeader: true,
      className: 'py-4 pl-5 pr-4 text-left align-top font-medium tracking-[0.08em] text-forest',
      cell: (code) => code.code,
    },
    {
      header: t(messages.off),
      align: 'right',
      className: `${cell} tabular-nums text-ink`,
      cell: (code) => t(messages.percentOff, { percent: code.percentOff }),
    },
    {
      header: t(messages.bookedBetween),
      className: `${cell} whitespace-nowrap`,
      cell: (code) => (
        <Message
          of={messages.window}
          values={{
            from: formatStayDate(code.validFrom, 'short'),
            to: formatStayDate(code.validTo, 'short'),
            br: () => <br />,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            arrow: (chunks) => <span aria-hidden="true">{chunks}</span>,
          }}
        />
      ),
    },
    {
      header: t(messages.minimumStay),
      className: cell,
      cell: (code) =>
        code.minNights === null
          ? t(messages.anyStay)
          : t(messages.nightsOrMore, { nights: code.minNights }),
    },
    {
      header: t(messages.suites),
      className: `${cell} min-w-[9rem] max-w-[16rem]`,
      cell: (code) => suitesOf(code, suites),
    },
    {
      header: t(messages.uses),
      align: 'right',
      className: `${cell} whitespace-nowrap tabular-nums`,
      cell: (code) =>
        code.maxUses === null
          ? t(messages.usesUnlimited, { uses: code.uses })
          : t(messages.usesOf, { uses: code.uses, maxUses: code.maxUses }),
    },
    {
      header: t(messages.status),
      className: 'py-4 pl-4 pr-5 align-top',
      cell: (code) => {
        const state = standing(code, today);
        return (
          <>
            <p className={`whitespace-nowrap ${state.tone}`}>{state.label}</p>
            <StaffSwitch
              name={code.code}
              active={code.active}
              consequence={t(messages.consequence)}
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
      noun={t(messages.noun)}
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
              t(messages.added, {
                code: code.code,
                percent: code.percentOff,
                from: formatStayDate(code.validFrom, 'short'),
                to: formatStayDate(code.validTo, 'short'),
              }),
            );
          }}
        />
      }
    >
      {(list) =>
        list.length === 0 ? (
          <StaffPanelEmpty icon={TicketPercent} title={t(messages.emptyTitle)}>
            <p>{t(messages.emptyText)}</p>
          </StaffPanelEmpty>
        ) : (
          <AdminTable
            ref={listRef}
            label={t(messages.tableLabel)}
            caption={t(messages.tableCaption)}
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
