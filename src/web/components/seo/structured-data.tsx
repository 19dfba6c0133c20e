import { jsonForHtml } from '#shared/structured-data.ts';

/**
 * A JSON-LD data block, rendered with the page (on the server too): its JSON escaped so no text
 * in it can end the element. A data block runs nothing, so the CSP's script rules do not apply.
 */
export function StructuredData({ data }: { data: object }) {
  return (
    // The server's origin is its public URL; a browser that reached it by another name would
    // write other URLs: the server's stay, as search engines read them.
    <script type="application/ld+json" suppressHydrationWarning>
      {jsonForHtml(data)}
    </script>
  );
}
