import Compass from 'lucide-react/icons/compass';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Ornament } from '#web/components/ui/page-header.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useNotFoundStatus } from '#web/hooks/use-page-status.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  documentTitle: { id: 'publicPages.notFound.documentTitle', defaultMessage: 'Page not found' },
  eyebrow: { id: 'publicPages.notFound.eyebrow', defaultMessage: 'Error 404' },
  title: { id: 'publicPages.notFound.title', defaultMessage: 'That page can not be found.' },
  text: {
    id: 'publicPages.notFound.text',
    defaultMessage:
      'The path may have changed, or the page was moved. The way back is always open.',
  },
  goHome: { id: 'publicPages.notFound.goHome', defaultMessage: 'Go Home' },
});

/** The site's 404 page: at unknown paths, and where a page's subject is not there (a suite). */
export default function NotFoundRoute() {
  useDocumentTitle(t(messages.documentTitle));
  useNotFoundStatus();
  return (
    <section className="flex min-h-[60vh] items-center justify-center px-5 py-24">
      <div className="max-w-xl animate-settle text-center">
        <Compass
          aria-hidden="true"
          className="mx-auto size-10 text-brass-dark"
          strokeWidth={1.25}
        />
        <p className="eyebrow mt-6">{t(messages.eyebrow)}</p>
        <h1 className="mt-4 text-4xl leading-tight text-forest sm:text-5xl">{t(messages.title)}</h1>
        <Ornament className="mx-auto mt-6" />
        <p className="mt-6 text-lg text-ink-muted">{t(messages.text)}</p>
        <ButtonLink to={paths.home} className="mt-10">
          {t(messages.goHome)}
        </ButtonLink>
      </div>
    </section>
  );
}
