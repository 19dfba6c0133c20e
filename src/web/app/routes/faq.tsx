import Plus from 'lucide-react/icons/plus';
import { RECEPTION_HOURS } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.faq.description',
    defaultMessage:
      'Check-in times, getting to Sreemangal, children, what the rate includes and changing a booking at {hotel}.',
  },
});

const questions = [
  {
    question: 'What are the check-in and check-out times?',
    answer: [
      'Check-in is from 2 pm and check-out is until 12 noon. Arriving early or leaving late? Tell us and we will hold your suite when we can, or keep your luggage and a table on the veranda for you.',
    ],
  },
  {
    question: 'How do I get to the resort?',
    answer: [
      'Sreemangal station, on the Dhaka–Sylhet line, is twenty minutes away; Osmani International Airport in Sylhet is about two hours by car. Our chauffeurs collect guests from either on request.',
    ],
  },
  {
    question: 'Are children welcome?',
    answer: [
      'Yes. Up to three children can share a suite with their parents, and our family suites have a separate room for them. Cots and children’s menus are free of charge.',
    ],
  },
  {
    question: 'What is included in the room rate?',
    answer: [
      'Breakfast for every guest in the suite, a morning tea-garden walk, afternoon tea, Wi-Fi and use of the pool and library. The rate you see is per night, in BDT; service charge, VAT and tax are shown before you book.',
    ],
  },
  {
    question: 'Can I change or cancel my booking?',
    answer: [
      `You can cancel a booking from your dashboard, and the dates are freed at once. To change dates, call reception — open ${RECEPTION_HOURS} hours on ${hotel.phone.display} — and we will move your stay.`,
    ],
  },
];

export default function FaqRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
  return (
    <>
      <PageHeader eyebrow="Good to know" title="Frequently Asked Questions">
        <p>The questions guests ask us most. Choose one to read the answer.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
        <ul className="border-t border-rule">
          {questions.map(({ question, answer }) => (
            <li key={question} className="border-b border-rule">
              <Dialog
                title={question}
                trigger={
                  <>
                    <span>{question}</span>
                    <Plus
                      aria-hidden="true"
                      className="size-5 shrink-0 text-brass-dark transition-transform duration-300 group-hover:rotate-90"
                      strokeWidth={1.5}
                    />
                  </>
                }
                triggerClassName="group flex w-full items-center justify-between gap-6 py-6 text-left font-display text-2xl text-forest transition-colors hover:text-brass-dark"
              >
                {answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Dialog>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center text-ink-muted">
          Something else? Call us on{' '}
          <a
            href={hotel.phone.href}
            className="text-forest underline decoration-brass underline-offset-4"
          >
            {hotel.phone.display}
          </a>{' '}
          — reception is open {RECEPTION_HOURS} hours.
        </p>
      </div>
    </>
  );
}
