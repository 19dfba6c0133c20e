import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '#shared/paths.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

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
  useDocumentTitle('Something went wrong');
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-ivory px-5 py-20">
      <div className="max-w-lg text-center">
        <p className="eyebrow">Our apologies</p>
        <h1 className="mt-4 font-display text-4xl text-forest sm:text-5xl">Something went wrong</h1>
        <p className="mt-5 text-ink-muted">
          The page failed to load. Reloading usually fixes this.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <ButtonLink to={paths.home} variant="outline" reloadDocument>
            Go Home
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
