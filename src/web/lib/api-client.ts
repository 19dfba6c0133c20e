import type { ZodMiniType } from 'zod/mini';
import { apiErrorSchema } from '#shared/api-error.ts';
import { DEFAULT_LOCALE } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { ApiClientError } from './api-client-error.ts';
import type { paths } from './api-schema.gen.ts';
import { commonMessages } from './common-messages.ts';
import { locale, t } from './intl.ts';

const messages = defineMessages({
  networkError: {
    id: 'ui.apiClient.networkError',
    defaultMessage: 'We could not reach the server. Check your connection and try again.',
  },
});

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/**
 * Replaces `fetch` for every request: the server renderer answers the API in-process (with the
 * visitor's cookie) to render pages with their data. The browser never calls this.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `/api/bookings/{id}/payments` → `/api/bookings/${string}/payments`: a path as code writes it. */
type Concrete<Path extends string> = Path extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : Path;

/**
 * The paths the API document has for `Method` (generated from the server's OpenAPI document by
 * `npm run api:types`), with or without a query string: a call to an endpoint the server does not
 * have, or with a method it does not take, does not compile.
 */
type ApiPath<Method extends HttpMethod> = {
  [Path in keyof paths]: Lowercase<Method> extends keyof paths[Path]
    ? Concrete<Path & string>
    : never;
}[keyof paths];

interface RequestOptions<T, Method extends HttpMethod> {
  method?: Method;
  /** JSON-encoded, except a FormData (file uploads), which the browser encodes as multipart. */
  body?: unknown;
  /** Validates the response, so a contract drift fails loudly here, not deep in a component. */
  schema: ZodMiniType<T>;
  signal?: AbortSignal;
}

/** The one way the browser calls the API. */
export async function apiRequest<T, Method extends HttpMethod = 'GET'>(
  path: ApiPath<Method> | `${ApiPath<Method>}?${string}`,
  options: RequestOptions<T, Method>,
): Promise<T> {
  const { body } = options;
  const isForm = body instanceof FormData;
  // A FormData body sets its own multipart content type, with the boundary.
  const headers: Record<string, string> =
    body === undefined || isForm ? {} : { 'content-type': 'application/json' };
  // The server answers in the page's language (its messages, a guest's mails).
  if (locale !== DEFAULT_LOCALE) headers['accept-language'] = locale;
  let response: Response;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(0, 'NETWORK_ERROR', t(messages.networkError));
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiClientError(response.status, code, message, fields);
    }
    throw new ApiClientError(
      response.status,
      'INTERNAL_ERROR',
      t(commonMessages.somethingWentWrong),
    );
  }
  return options.schema.parse(payload);
}
