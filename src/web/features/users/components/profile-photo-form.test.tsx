// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { CurrentUser } from '#shared/account.ts';
import type { ApiErrorBody } from '#shared/api-error.ts';
import { PHOTO_UPLOAD } from '#shared/constants.ts';
import { guest } from '#web/features/users/testing.tsx';
import { json, renderWithQueries } from '#web/lib/testing.tsx';
import { ProfilePhotoForm } from './profile-photo-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user: CurrentUser = { ...guest, image: '/uploads/avatars/user-1.webp' };

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

const renderForm = () =>
  renderWithQueries(<ProfilePhotoForm onPreviewChange={() => {}} />, { applyAccept: false });

const photoField = () => screen.getByLabelText('Photo') as HTMLInputElement;

test('asks for a photo, and refuses a file that is no picture as soon as it is chosen', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const form = renderForm();
  await form.click(screen.getByRole('button', { name: 'Upload Photo' }));

  const photo = photoField();
  expect(photo.getAttribute('aria-invalid')).toBe('true');
  expect(photo.getAttribute('aria-describedby')).toContain(
    screen.getByText('! Photo is required').id,
  );
  await vi.waitFor(() => expect(document.activeElement).toBe(photo));

  await form.upload(photo, new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
  expect(screen.getByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
  expect(photo.files).toHaveLength(0);
  expect(fetch).not.toHaveBeenCalled();
});

test("shows the server's refusal of a photo too large on the photo field", async () => {
  const tooLarge: ApiErrorBody = {
    error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(413, tooLarge)),
  );
  const form = renderForm();
  await form.upload(photoField(), png());
  await form.click(screen.getByRole('button', { name: 'Upload Photo' }));

  expect(
    await screen.findByText(`The photo is larger than ${PHOTO_UPLOAD.maxBytes / 1024 / 1024} MB.`),
  ).toBeTruthy();
  expect(photoField().getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failure tied to no field is shown for the whole form', async () => {
  const refused: ApiErrorBody = {
    error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the photo as multipart/form-data.' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(415, refused)),
  );
  const form = renderForm();
  await form.upload(photoField(), png());
  await form.click(screen.getByRole('button', { name: 'Upload Photo' }));

  expect((await screen.findByRole('alert')).textContent).toBe(
    'Send the photo as multipart/form-data.',
  );
  // Choosing again is a new attempt: the failure goes.
  await form.upload(photoField(), png());
  expect(screen.queryByRole('alert')).toBeNull();
});

test('is pending while the photo uploads, then says it is saved', async () => {
  let answer: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  const form = renderForm();
  await form.upload(photoField(), png());
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  await form.click(screen.getByRole('button', { name: 'Upload Photo' }));

  expect(await screen.findByRole('button', { name: 'Uploading…' })).toHaveProperty(
    'disabled',
    true,
  );
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

  answer(json(200, user));
  await vi.waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe('Your new photo is saved.'),
  );
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  await vi.waitFor(() => expect(photoField().files).toHaveLength(0));
});
