import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';

type Variant = 'primary' | 'outline' | 'brass' | 'light' | 'quiet';
type Size = 'md' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-[2px] font-sans font-medium uppercase tracking-[0.16em] transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<Variant, string> = {
  primary: 'bg-forest text-ivory hover:bg-forest-deep',
  outline: 'border border-forest text-forest hover:bg-forest hover:text-ivory',
  brass: 'bg-brass-light text-ink hover:bg-brass',
  light: 'border border-ivory/70 text-ivory hover:bg-ivory hover:text-forest',
  quiet: 'text-forest underline decoration-brass underline-offset-[6px] hover:text-brass-dark',
};

const sizes: Record<Size, string> = {
  md: 'min-h-12 px-7 text-[0.8rem]',
  sm: 'min-h-10 px-4 text-xs',
};

/** The class list of a button-looking control, for the rare element that is neither below. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  const sized = variant === 'quiet' ? 'min-h-10 text-[0.8rem]' : sizes[size];
  return `${base} ${variants[variant]} ${sized} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  disabled = false,
  ...props
}: ButtonProps) {
  const untilHydrated = useDisabledUntilHydrated(disabled);
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      {...props}
      {...untilHydrated}
    />
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className = '',
  ...props
}: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
