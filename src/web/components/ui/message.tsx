import { cloneElement, isValidElement, type ReactNode } from 'react';
import type { Message as MessageDescriptor } from '#shared/messages.ts';
import { messages } from '#web/lib/intl.ts';

type PartValue = string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode);

/**
 * A message whose parts are drawn by the page: `<link>…</link>` by `values.link(chunks)`, an
 * argument by any element (`{count}` as `<strong>3</strong>`). A plain message needs none of
 * this: `t(message, values)` gives its text.
 */
export function Message({
  of,
  values,
}: {
  of: MessageDescriptor;
  values: Record<string, PartValue>;
}) {
  const parts = messages.formatParts<ReactNode>(
    of,
    values as Parameters<typeof messages.formatParts<ReactNode>>[1],
  );
  return parts.map((part, index) =>
    // Parts come in the message's order, which each language may change: keyed by position.
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts have no other identity.
    isValidElement(part) ? cloneElement(part, { key: index }) : part,
  );
}
