// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error.ts';
import { guest } from '#web/features/users/testing.tsx';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { type Call, json, messageOf, renderWithQueries, serveApi } from '#web/lib/testing.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

// Two-step sign-in on the Profile page, against a fake API answering in the shapes of
// src/shared: the session is read again after each change, as the page reads it.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

const PASSWORD = 'correct horse battery';
const APP_CODE = '123456';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect fill="white"/></svg>';
const backupCodes = Array.from({ length: 10 }, (_, index) => `k3x9q-7bm${index}d`);
const newBackupCodes = Array.from({ length: 10 }, (_, index) => `p4t8w-2hn${index}c`);

const refused = (status: number, field: string, message: string) =>
  json(status, {
    error: {
      code: status === 401 ? 'UNAUTHORIZED' : 'VALIDATION_ERROR',
      message,
      fields: { [field]: message },
    },
  } satisfies ApiErrorBody);

/** The server's two-factor endpoints, with one account whose password is PASSWORD. */
function serveTwoFactor({ on }: { on: boolean }) {
  let enabled = on;
  const wrongPassword = () => refused(400, 'password', 'Invalid password');
  return serveApi({
    reads: true,
    read: () => ({ user: { ...guest, twoFactorEnabled: enabled } }),
    write: ({ path, body }: Call) => {
      const { password, code } = body as { password?: string; code?: string };
      switch (path) {
        case '/api/auth/two-factor/enable':
          if (password !== PASSWORD) return wrongPassword();
          return json(200, {
            totpURI: `otpauth://totp/Suitebook:${guest.email}?secret=JBSWY3DPEHPK3PXPQ&issuer=Suitebook`,
            qrCodeSvg: SVG,
            backupCodes,
          });
        case '/api/auth/two-factor/verify-totp':
          if (code !== APP_CODE) return refused(401, 'code', 'Invalid code');
          enabled = true;
          return json(200, {});
        case '/api/auth/two-factor/generate-backup-codes':
          if (password !== PASSWORD) return wrongPassword();
          return json(200, { backupCodes: newBackupCodes });
        case '/api/auth/two-factor/disable':
          if (password !== PASSWORD) return wrongPassword();
          enabled = false;
          return json(200, { status: true });
        default:
          return json(404, { error: { code: 'NOT_FOUND', message: path } });
      }
    },
  });
}

/** The section as the Profile page shows it: for the signed-in user, as the session says. */
function Profile() {
  const user = useCurrentUser().data;
  return user ? <TwoFactorSection user={user} /> : null;
}

const renderSection = () => renderWithQueries(<Profile />, { queryClient });

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

test('sets it up: the QR code, the key and the backup codes, then the app’s first code turns it on', async () => {
  const calls = serveTwoFactor({ on: false });
  const user = renderSection();

  expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
  expect(
    screen.getByText(
      'After your password, a code from an authenticator app on your phone. Staff accounts need it.',
    ),
  ).toBeTruthy();

  // A wrong password is said on its field.
  const password = screen.getByLabelText('Password');
  await user.type(password, 'not it');
  await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
  await vi.waitFor(() => expect(messageOf(password)).toBe('Invalid password'));
  await user.clear(password);
  await user.type(password, PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

  const scan = await screen.findByRole('heading', {
    name: '1. Scan this QR code with your authenticator app',
  });
  await vi.waitFor(() => expect(document.activeElement).toBe(scan));
  const qr = screen.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  const src = qr.getAttribute('src') ?? '';
  expect(src.startsWith(prefix)).toBe(true);
  expect(decodeURIComponent(src.slice(prefix.length))).toBe(SVG);
  // Never the server's markup in the page.
  expect(document.querySelector('svg[viewBox="0 0 10 10"]')).toBeNull();
  // The key to type by hand, in fours, left untranslated.
  const key = screen.getByText('JBSW Y3DP EHPK 3PXP Q');
  expect(key.tagName).toBe('CODE');
  expect(key.getAttribute('translate')).toBe('no');
  const codes = screen.getByRole('list', { name: 'Backup codes' });
  expect(codes.getAttribute('translate')).toBe('no');
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(backupCodes);

  // A wrong code is said on its field; nothing is on yet.
  const code = screen.getByLabelText('Code from your app') as HTMLInputElement;
  expect(code.inputMode).toBe('numeric');
  expect(code.autocomplete).toBe('one-time-code');
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  await vi.waitFor(() => expect(messageOf(code)).toBe('Invalid code'));
  expect(screen.queryByText('Two-step sign-in is on.')).toBeNull();

  // Typed in Bengali digits with a space, it goes as six digits.
  await user.clear(code);
  await user.type(code, '১২৩ ৪৫৬');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));

  const status = await screen.findByText(
    'Two-step sign-in is now on. Next time you log in, we will ask for a code from your app.',
  );
  expect(status.closest('[role="status"]')).toBeTruthy();
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(status.textContent));
  expect(screen.getByText('Two-step sign-in is on.')).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
  expect(writes(calls)).toEqual([
    { path: '/api/auth/two-factor/enable', method: 'POST', body: { password: 'not it' } },
    { path: '/api/auth/two-factor/enable', method: 'POST', body: { password: PASSWORD } },
    { path: '/api/auth/two-factor/verify-totp', method: 'POST', body: { code: '000000' } },
    { path: '/api/auth/two-factor/verify-totp', method: 'POST', body: { code: APP_CODE } },
  ]);
  // The session is read again once it is on.
  expect(calls.at(-1)).toEqual({ path: '/api/session', method: 'GET', body: undefined });
});

test('cancelling the setup goes back to the start', async () => {
  serveTwoFactor({ on: false });
  const user = renderSection();

  await user.type(await screen.findByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));

  expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
  await vi.waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Two-step sign-in' })),
  );
});

test('on: makes new backup codes with the password, and shows them', async () => {
  const calls = serveTwoFactor({ on: true });
  const user = renderSection();

  expect(await screen.findByText('Two-step sign-in is on.')).toBeTruthy();
  const form = within(screen.getByRole('form', { name: 'Backup codes' }));
  await user.type(form.getByLabelText('Password'), PASSWORD);
  await user.click(form.getByRole('button', { name: 'Make new backup codes' }));

  const status = await form.findByText(
    'Here are your new backup codes. The old ones no longer work.',
  );
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(status.textContent));
  const codes = form.getByRole('list', { name: 'Backup codes' });
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(newBackupCodes);
  expect((form.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  expect(writes(calls)).toEqual([
    {
      path: '/api/auth/two-factor/generate-backup-codes',
      method: 'POST',
      body: { password: PASSWORD },
    },
  ]);
});

test('on: turns it off with the password', async () => {
  const calls = serveTwoFactor({ on: true });
  const user = renderSection();

  expect(await screen.findByText('Two-step sign-in is on.')).toBeTruthy();
  const form = within(screen.getByRole('form', { name: 'Turn it off' }));
  const password = form.getByLabelText('Password');
  await user.type(password, 'not it');
  await user.click(form.getByRole('button', { name: 'Turn off' }));
  await vi.waitFor(() => expect(messageOf(password)).toBe('Invalid password'));
  expect(screen.getByText('Two-step sign-in is on.')).toBeTruthy();

  await user.clear(password);
  await user.type(password, PASSWORD);
  await user.click(form.getByRole('button', { name: 'Turn off' }));

  const status = await screen.findByText(
    'Two-step sign-in is off. You now log in with your password alone.',
  );
  expect(status.closest('[role="status"]')).toBeTruthy();
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(status.textContent));
  expect(screen.queryByText('Two-step sign-in is on.')).toBeNull();
  expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeTruthy();
  expect(writes(calls)).toEqual([
    { path: '/api/auth/two-factor/disable', method: 'POST', body: { password: 'not it' } },
    { path: '/api/auth/two-factor/disable', method: 'POST', body: { password: PASSWORD } },
  ]);
  expect(calls.at(-1)).toEqual({ path: '/api/session', method: 'GET', body: undefined });
});
