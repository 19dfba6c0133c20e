import Plus from 'lucide-react/icons/plus';
import { RECEPTION_HOURS } from '#shared/constants.ts';
import { hotel } from '#shared/hotel.ts';
import { defineMessages, type Message } from '#shared/messages.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Message as RichMessage } from '#web/components/ui/message.tsx';
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

const messages = defineMessages({
  eyebrow: { id: 'publicPages.faq.eyebrow', defaultMessage: 'Good to know' },
  title: { id: 'publicPages.faq.title', defaultMessage: 'Frequently Asked Questions' },
  lead: {
    id: 'publicPages.faq.lead',
    defaultMessage: 'The questions guests ask us most. Choose one to read the answer.',
  },
  somethingElse: {
    id: 'publicPages.faq.somethingElse',
    defaultMessage:
      'Something else? Call us on <link>{phone}</link> — reception is open {hours, number} hours.',
  },
});

/** Each question and its answer's paragraphs (which take the values of `answerValues`). */
const questions: { question: Message; answer: Message[] }[] = [
  {
    question: {
      id: 'publicPages.faq.timesQuestion',
      defaultMessage: 'What are the check-in and check-out times?',
    },
    answer: [
      {
        id: 'publicPages.faq.timesAnswer',
        defaultMessage:
          'Check-in is from {checkIn} and check-out is until {checkOut}. Arriving early or leaving late? Tell us and we will hold your suite when we can, or keep your luggage and a table on the veranda for you.',
      },
    ],
  },
  {
    question: {
      id: 'publicPages.faq.gettingHereQuestion',
      defaultMessage: 'How do I get to the resort?',
    },
    answer: [
      {
        id: 'publicPages.faq.gettingHereAnswer',
        defaultMessage:
          'Sreemangal station, on the Dhaka–Sylhet line, is twenty minutes away; Osmani International Airport in Sylhet is about two hours by car. Our chauffeurs collect guests from either on request.',
      },
    ],
  },
  {
    question: { id: 'publicPages.faq.childrenQuestion', defaultMessage: 'Are children welcome?' },
    answer: [
      {
        id: 'publicPages.faq.childrenAnswer',
        defaultMessage:
          'Yes. Up to three children can share a suite with their parents, and our family suites have a separate room for them. Cots and children’s menus are free of charge.',
      },
    ],
  },
  {
    question: {
      id: 'publicPages.faq.rateQuestion',
      defaultMessage: 'What is included in the room rate?',
    },
    answer: [
      {
        id: 'publicPages.faq.rateAnswer',
        defaultMessage:
          'Breakfast for every guest in the suite, a morning tea-garden walk, afternoon tea, Wi-Fi and use of the pool and library. The rate you see is per night, in BDT; service charge, VAT and tax are shown before you book.',
      },
    ],
  },
  {
    question: {
      id: 'publicPages.faq.changeQuestion',
      defaultMessage: 'Can I change or cancel my booking?',
    },
    answer: [
      {
        id: 'publicPages.faq.changeAnswer',
        defaultMessage:
          'You can cancel a booking from your dashboard, and the dates are freed at once. To change dates, call reception — open {hours, number} hours on {phone} — and we will move your stay.',
      },
    ],
  },
];

export default function FaqRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
  // What the answers name: the hotel's hours and number, in the page's language.
  const answerValues = {
    checkIn: t(hotel.checkIn.display),
    checkOut: t(hotel.checkOut.display),
    hours: RECEPTION_HOURS,
    phone: hotel.phone.display,
  };
  return (
    <>
      <PageHeader eyebrow={t(messages.eyebrow)} title={t(messages.title)}>
        <p>{t(messages.lead)}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
        <ul className="border-t border-rule">
          {questions.map(({ question, answer }) => (
            <li key={question.id} className="border-b border-rule">
              <Dialog
                title={t(question)}
                trigger={
                  <>
                    <span>{t(question)}</span>
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
                  <p key={paragraph.id}>{t(paragraph, answerValues)}</p>
                ))}
              </Dialog>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center text-ink-muted">
          <RichMessage
            of={messages.somethingElse}
            values={{
              phone: hotel.phone.display,
              hours: RECEPTION_HOURS,
              link: (chunks) => (
                <a
                  href={hotel.phone.href}
                  className="text-forest underline decoration-brass underline-offset-4"
                >
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
      </div>
    </>
  );
}
