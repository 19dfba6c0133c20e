/** Holds the testimonial carousel's space until its code and the reviews arrive. */
export function TestimonialPlaceholder() {
  return (
    <div aria-hidden="true" className="pt-[3.25rem]">
      <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className={`h-[22rem] border border-ivory/15 bg-forest-soft/20 ${index > 0 ? 'hidden md:block' : ''} ${index > 1 ? 'md:hidden lg:block' : ''}`}
          />
        ))}
      </div>
    </div>
  );
}
