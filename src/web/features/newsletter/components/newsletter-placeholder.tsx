/** Holds the newsletter form's space until its code arrives. */
export function NewsletterPlaceholder() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 sm:flex-row">
      <div className="min-h-12 flex-1 bg-ivory/90" />
      <div className="min-h-12 w-40 bg-brass-light/80" />
    </div>
  );
}
