/** First focusable element: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:bg-forest focus:px-5 focus:py-3 focus:text-sm focus:font-medium focus:text-ivory"
    >
      Skip to content
    </a>
  );
}
