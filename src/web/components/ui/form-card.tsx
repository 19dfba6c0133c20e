import type { ReactNode } from 'react';
import { Ornament } from './page-header.tsx';

interface FormCardProps {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** A centred card holding a short form, under the page's h1. */
export function FormCard({ eyebrow, title, lead, children, footer }: FormCardProps) {
  return (
    <div className="bg-ivory-deep px-5 py-16 sm:px-8 sm:py-24">
      <div className="mx-auto max-w-lg animate-settle border border-rule bg-ivory px-6 py-10 shadow-[0_30px_60px_-40px_rgb(21_42_32/0.5)] sm:px-12 sm:py-14">
        <div className="text-center">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-4 text-4xl text-forest sm:text-5xl">{title}</h1>
          <Ornament className="mx-auto mt-5" />
          <p className="mt-5 text-ink-muted">{lead}</p>
        </div>
        <div className="mt-10">{children}</div>
        {footer ? (
          <div className="mt-8 border-t border-rule pt-6 text-center text-ink-muted">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}
