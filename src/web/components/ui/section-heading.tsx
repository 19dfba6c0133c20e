import type { ReactNode } from 'react';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  id?: string;
  align?: 'left' | 'center';
  /** On forest sections the text turns ivory. */
  tone?: 'light' | 'dark';
  children?: ReactNode;
}

/** A section's label, h2 and optional lead, in the site's one style. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  align = 'center',
  tone = 'dark',
  children,
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-2xl'}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2
        id={id}
        className={`mt-3 text-3xl leading-tight sm:text-4xl lg:text-[2.75rem] ${tone === 'light' ? 'text-ivory' : 'text-forest'}`}
      >
        {title}
      </h2>
      <div aria-hidden="true" className={`mt-5 h-px w-16 bg-brass ${centered ? 'mx-auto' : ''}`} />
      {children ? (
        <div
          className={`mt-5 text-base leading-relaxed sm:text-lg ${tone === 'light' ? 'text-ivory/85' : 'text-ink-muted'}`}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
