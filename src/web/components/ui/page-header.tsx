import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The top of every inner page: a small label, the page's one h1 and an optional lead. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="border-b border-rule bg-ivory-deep">
      <div className="mx-auto max-w-6xl animate-settle px-5 py-14 text-center sm:px-8 sm:py-20">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-4 text-4xl text-forest sm:text-5xl lg:text-6xl">{title}</h1>
        <Ornament className="mx-auto mt-6" />
        {children ? (
          <div className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-muted">
            {children}
          </div>
        ) : null}
      </div>
    </header>
  );
}

/** A fine rule with a small brass diamond: the site's one decorative motif. */
export function Ornament({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`flex w-40 items-center gap-3 ${className}`}>
      <span className="h-px flex-1 bg-brass/60" />
      <span className="size-1.5 rotate-45 bg-brass" />
      <span className="h-px flex-1 bg-brass/60" />
    </div>
  );
}
