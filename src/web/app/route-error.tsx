import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

/**
 * Last line of defence for a page that crashed or whose code could not load (often a new
 * release replaced the old files): say so and offer a reload.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page failed to load. Reloading usually fixes this.';
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-ivory px-5">
      <div className="max-w-lg text-center">
        <p className="eyebrow">Our apologies</p>
        <h1 className="mt-4 font-display text-4xl text-forest sm:text-5xl">Something went wrong</h1>
        <p className="mt-5 text-ink-muted">{detail}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <ButtonLink to={paths.home} variant="outline" reloadDocument>
            Go Home
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
