// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { CurrentUser } from '#shared/account.ts';
import { guest as signedIn } from '#web/features/users/testing.tsx';
import { json, renderWithQueries } from '#web/lib/testing.tsx';
import { ProfileForm } from './profile-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const guest: CurrentUser = { ...signedIn, phone: '+880 1711 245880' };

const renderForm = () => renderWithQueries(<ProfileForm user={guest} />);

test('shows the email fixed, and the name’s message on its field', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = renderForm();

  const email = screen.getByLabelText('Email') as HTMLInputElement;
  expect(email.value).toBe('ayesha@example.com');
  expect(email.readOnly).toBe(true);
  expect(email.getAttribute('aria-describedby')).toBe(
    screen.getByText('You log in with this address, so it cannot be changed here.').id,
  );

  const name = screen.getByLabelText('Display name');
  await user.clear(name);
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(name.getAttribute('aria-describedby')).toBe(screen.getByText('! Name is required').id);
  await vi.waitFor(() => expect(document.activeElement).toBe(name));
  expect(fetch).not.toHaveBeenCalled();
});

test('sends the name and phone, not the email, then says the profile is updated', async () => {
  const fetch = vi.fn(async () => json(200, { ...guest, name: 'Ayesha Karim' }));
  vi.stubGlobal('fetch', fetch);
  const user = renderForm();

  const name = screen.getByLabelText('Display name') as HTMLInputElement;
  await user.clear(name);
  await user.type(name, 'Ayesha Karim');
  await user.click(screen.getByRole('button', { name: 'Update' }));

  await vi.waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe('Your profile has been updated.'),
  );
  const [path, init] = (fetch.mock.calls[0] ?? []) as unknown as [string, RequestInit];
  expect(path).toBe('/api/me');
  expect(init.method).toBe('PATCH');
  expect(JSON.parse(String(init.body))).toEqual({
    name: 'Ayesha Karim',
    phone: '+880 1711 245880',
  });
  expect(name.value).toBe('Ayesha Karim');
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ayesha@example.com');

  // Editing again takes the "updated" line back: it would no longer be true.
  await user.type(name, '!');
  expect(screen.getByRole('status').textContent).toBe('');
});
