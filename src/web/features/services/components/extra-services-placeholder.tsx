/** Holds the carousel's space until its code loads, so nothing below it moves. */
export function ExtraServicesPlaceholder() {
  return (
    <div aria-hidden="true" className="pt-[3.25rem]">
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="h-[36rem] border border-rule bg-ivory sm:h-[22rem]" />
        <div className="hidden h-[22rem] border border-rule bg-ivory lg:block" />
      </div>
    </div>
  );
}
