import Phone from 'lucide-react/icons/phone';
import { hotel } from '#shared/hotel.ts';
import { defineMessages, type Message } from '#shared/messages.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

/** What search results and link previews say about the page. */
const head = defineMessages({
  description: {
    id: 'page.teams.description',
    defaultMessage:
      'Meet the people of {hotel}: our managers, chef, estate manager, spa director and guest relations team.',
  },
});

const messages = defineMessages({
  eyebrow: { id: 'publicPages.teams.eyebrow', defaultMessage: 'The people' },
  title: { id: 'publicPages.teams.title', defaultMessage: 'Our Teams' },
  lead: {
    id: 'publicPages.teams.lead',
    defaultMessage:
      'A small house is its people. Meet the team who look after the estate, its kitchen, its gardens and its guests.',
  },
  portraitAlt: {
    id: 'publicPages.teams.portraitAlt',
    defaultMessage: 'Portrait of {name}, {title}',
  },
  fortyMore: { id: 'publicPages.teams.fortyMore', defaultMessage: 'Behind them, forty more' },
  staffText: {
    id: 'publicPages.teams.staffText',
    defaultMessage:
      'Housekeepers, gardeners, cooks, drivers and the tea pluckers of Radhanagar: most of our staff come from the villages around the estate, and many from families who have worked here for generations.',
  },
  callReception: {
    id: 'publicPages.teams.callReception',
    defaultMessage: 'Call reception: {phone}',
  },
});

/** Each member of staff; the CEO's name is the hotel's configuration's. */
const staff: { slug: string; name: Message; title: Message; bio: Message }[] = [
  {
    slug: 'anisur-rahman-chowdhury',
    name: hotel.ceo.name,
    title: { id: 'publicPages.teams.ceoTitle', defaultMessage: 'Chief Executive Officer' },
    bio: {
      id: 'publicPages.teams.ceoBio',
      defaultMessage:
        'Grandson of the estate’s last zamindar, he left a career in Dhaka to lead its eight-year restoration, and still walks the gardens every morning.',
    },
  },
  {
    slug: 'mahmuda-haque',
    name: { id: 'publicPages.teams.managerName', defaultMessage: 'Mahmuda Haque' },
    title: { id: 'publicPages.teams.managerTitle', defaultMessage: 'General Manager' },
    bio: {
      id: 'publicPages.teams.managerBio',
      defaultMessage:
        'Twenty years with the grand hotels of Dhaka and Kolkata before coming home to Sylhet. Nothing about your stay is too small for her attention.',
    },
  },
  {
    slug: 'farhan-ahmed-siddiqui',
    name: { id: 'publicPages.teams.chefName', defaultMessage: 'Farhan Ahmed Siddiqui' },
    title: { id: 'publicPages.teams.chefTitle', defaultMessage: 'Executive Chef' },
    bio: {
      id: 'publicPages.teams.chefBio',
      defaultMessage:
        'Cooks the Sylheti dishes of his grandmother with produce from the estate garden, and teaches guests to make seven-layer tea.',
    },
  },
  {
    slug: 'tahmina-akter',
    name: { id: 'publicPages.teams.guestRelationsName', defaultMessage: 'Tahmina Akter' },
    title: {
      id: 'publicPages.teams.guestRelationsTitle',
      defaultMessage: 'Head of Guest Relations',
    },
    bio: {
      id: 'publicPages.teams.guestRelationsBio',
      defaultMessage:
        'Knows every guest by name and every path through the tea gardens by heart; ask her for birthdays, proposals and surprises.',
    },
  },
  {
    slug: 'rezaul-karim-bhuiyan',
    name: { id: 'publicPages.teams.estateName', defaultMessage: 'Rezaul Karim Bhuiyan' },
    title: { id: 'publicPages.teams.estateTitle', defaultMessage: 'Estate & Tea Garden Manager' },
    bio: {
      id: 'publicPages.teams.estateBio',
      defaultMessage:
        'Tends forty acres of tea, leads the morning garden walks and can tell a first flush from a second by the scent alone.',
    },
  },
  {
    slug: 'shirin-sultana',
    name: { id: 'publicPages.teams.spaName', defaultMessage: 'Shirin Sultana' },
    title: { id: 'publicPages.teams.spaTitle', defaultMessage: 'Spa Director' },
    bio: {
      id: 'publicPages.teams.spaBio',
      defaultMessage:
        'Trained in Kerala and Bali; blends the Bathing House’s oils from tea seed, turmeric and lemongrass grown on the estate.',
    },
  },
];

export default function TeamsRoute() {
  useDocumentTitle(undefined, t(head.description, { hotel: hotel.name }));
  return (
    <>
      <PageHeader eyebrow={t(messages.eyebrow)} title={t(messages.title)}>
        <p>{t(messages.lead)}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-24">
        <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
          {staff.map((person, index) => (
            <li key={person.slug} className="group">
              <article>
                <div className="relative overflow-hidden bg-parchment">
                  <ResponsiveImage
                    base={`/images/team/${person.slug}`}
                    widths={[320, 640]}
                    sizes="(min-width: 1280px) 384px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
                    width={640}
                    height={800}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    alt={t(messages.portraitAlt, {
                      name: t(person.name),
                      title: t(person.title),
                    })}
                    className="aspect-[4/5] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
                  />
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-3 border border-ivory/40"
                  />
                </div>
                <div className="mt-6 border-l-2 border-brass pl-5">
                  <h2 className="text-3xl leading-tight text-forest">{t(person.name)}</h2>
                  <p className="eyebrow mt-2">{t(person.title)}</p>
                  <p className="mt-4 leading-relaxed text-ink-muted">{t(person.bio)}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <aside className="mt-20 flex flex-col items-center gap-5 border-y border-rule py-12 text-center">
          <p className="font-display text-3xl text-forest">{t(messages.fortyMore)}</p>
          <p className="max-w-2xl text-ink-muted">{t(messages.staffText)}</p>
          <a
            href={hotel.phone.href}
            className="inline-flex min-h-11 items-center gap-2 text-[0.8rem] font-medium uppercase tracking-[0.16em] text-forest underline decoration-brass underline-offset-[6px] hover:text-brass-dark"
          >
            <Phone aria-hidden="true" className="size-4" />
            {t(messages.callReception, { phone: hotel.phone.display })}
          </a>
        </aside>
      </div>
    </>
  );
}
