import { cloneElement, isValidElement, type ReactNode } from 'react';
import type { Message as MessageDescriptor } from '#shared/messages.ts';
import { messages } from '#web/lib/intl.ts';

type PartValue = string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode);

/**
 * Parts come in the message's order, which each language may change: keyed by position, at
 * every level (a tag's chunks too), so React can tell them apart.
 */
function keyed(parts: readonly ReactNode[]): ReactNode[] {
  return parts.map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts have no other identity.
    isValidElement(part) ? cloneElement(part, { key: index }) : part,
  );
}

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
  const parts = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function' ? (chunks: ReactNode[]) => value(keyed(chunks)) : value,
    ]),
  );
  return keyed(
    messages.formatParts<ReactNode>(
      of,
      parts as Parameters<typeof messages.formatParts<ReactNode>>[1],
    ),
  );
}
