import { PageHeader } from '../../components/ui/page-header.tsx';
import { hotel } from '../../config/hotel.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

const staff = [
  {
    name: hotel.ceo.name,
    title: 'Chief Executive Officer',
    bio: 'Grandson of the estate’s last zamindar, he led its eight-year restoration.',
  },
  {
    name: 'Mahmuda Haque',
    title: 'General Manager',
    bio: 'Twenty years with the grand hotels of Dhaka and Kolkata before coming home to Sylhet.',
  },
  {
    name: 'Farhan Ahmed Siddiqui',
    title: 'Executive Chef',
    bio: 'Cooks the Sylheti dishes of his grandmother with produce from the estate garden.',
  },
  {
    name: 'Tahmina Akter',
    title: 'Head of Guest Relations',
    bio: 'Knows every guest by name and every path through the tea gardens by heart.',
  },
  {
    name: 'Rezaul Karim Bhuiyan',
    title: 'Estate & Tea Garden Manager',
    bio: 'Tends forty acres of tea and leads the morning garden walks.',
  },
  {
    name: 'Shirin Sultana',
    title: 'Spa Director',
    bio: 'Trained in Kerala; blends the spa’s oils from tea seed, turmeric and lemongrass.',
  },
];

function initials(name: string) {
  const parts = name.split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}`;
}

export default function TeamsRoute() {
  useDocumentTitle('Our Teams');
  return (
    <>
      <PageHeader eyebrow="The people" title="Our Teams">
        <p>A small house is its people. Meet the team who look after the estate and its guests.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {staff.map((person) => (
            <li
              key={person.name}
              className="flex flex-col items-center border border-rule bg-ivory px-7 py-10 text-center"
            >
              <span
                aria-hidden="true"
                className="flex size-24 items-center justify-center rounded-full border border-brass/60 bg-forest font-display text-3xl tracking-wider text-brass-light ring-4 ring-ivory ring-offset-1 ring-offset-brass/40"
              >
                {initials(person.name)}
              </span>
              <h2 className="mt-6 text-2xl text-forest">{person.name}</h2>
              <p className="eyebrow mt-2">{person.title}</p>
              <p className="mt-4 leading-relaxed text-ink-muted">{person.bio}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
