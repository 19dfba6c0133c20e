/** A quiet placeholder block while data loads; hidden from assistive technology. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-[2px] bg-parchment/70 motion-reduce:animate-none ${className}`}
    />
  );
}
