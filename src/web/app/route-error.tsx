import { Component, type ErrorInfo, type ReactNode } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'ui.routeError.title', defaultMessage: 'Something went wrong' },
  apology: { id: 'ui.routeError.apology', defaultMessage: 'Our apologies' },
  text: {
    id: 'ui.routeError.text',
    defaultMessage: 'The page failed to load. Reloading usually fixes this.',
  },
  reload: { id: 'ui.routeError.reload', defaultMessage: 'Reload page' },
  home: { id: 'ui.routeError.home', defaultMessage: 'Go Home' },
});

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page's path) clears the error. */
  resetKey: string;
}

interface PageErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/**
 * Last line of defence for a page that crashed or whose code could not load (often a new
 * release replaced the old files): the frame stays, the page says so and offers a reload.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  useDocumentTitle(t(messages.title));
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-ivory px-5 py-20">
      <div className="max-w-lg text-center">
        <p className="eyebrow">{t(messages.apology)}</p>
        <h1 className="mt-4 font-display text-4xl text-forest sm:text-5xl">{t(messages.title)}</h1>
        <p className="mt-5 text-ink-muted">{t(messages.text)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Button onClick={() => window.location.reload()}>{t(messages.reload)}</Button>
          <ButtonLink to={paths.home} variant="outline" reloadDocument>
            {t(messages.home)}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
