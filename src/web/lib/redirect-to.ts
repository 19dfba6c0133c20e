import { paths } from '#shared/paths.ts';

/** Pages that must never be the place a visitor is sent back to after signing in. */
const authPages = new Set<string>(
  [paths.login, paths.signUp, paths.forgotPassword, paths.resetPassword].map((path) =>
    path.toLowerCase(),
  ),
);

/**
 * The `redirectTo` of a log-in URL when it is a page of this site (a path, not `//host` or an
 * absolute URL), else undefined. Guards against open redirects.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  // White space and control characters never belong in a path we built ourselves.
  if (/\s/.test(value) || [...value].some((char) => char.charCodeAt(0) < 32 || char === '\x7f')) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin) return undefined;
  if (authPages.has(url.pathname.toLowerCase())) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The log-in page, asked to send the visitor back to `returnTo` afterwards. */
export function loginPathFor(returnTo: string): string {
  const target = safeRedirectPath(returnTo);
  return target && target !== paths.home
    ? `${paths.login}?${new URLSearchParams({ redirectTo: target })}`
    : paths.login;
}
