/** A message the log-in page shows once, passed in the router's location state. */
interface LoginNoticeState {
  loginNotice: string;
}

export function loginNoticeState(message: string): LoginNoticeState {
  return { loginNotice: message };
}

export function loginNoticeFrom(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'loginNotice' in state) {
    const { loginNotice } = state as { loginNotice: unknown };
    if (typeof loginNotice === 'string') return loginNotice;
  }
  return undefined;
}
