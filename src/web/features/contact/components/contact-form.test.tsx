// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { json } from '#web/lib/testing.tsx';
import { ContactForm } from './contact-form.tsx';

// The form mechanism (useSchemaForm and the field components), through a real form.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ContactForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ayesha Rahman');
  await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
  await user.type(screen.getByLabelText('Message'), 'Is the pool open in winter?');
}

test('shows each required message under its field and focuses the first one', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = renderForm();
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const name = screen.getByLabelText('Name');
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('! Name is required').id).toBe(name.getAttribute('aria-describedby'));
  expect(screen.getByText('! Email is required')).toBeTruthy();
  expect(screen.getByText('! TextArea is required')).toBeTruthy();
  await vi.waitFor(() => expect(document.activeElement).toBe(name));
  expect(fetch).not.toHaveBeenCalled();

  // Typing in a field takes its message away.
  await user.type(name, 'A');
  expect(screen.queryByText('! Name is required')).toBeNull();
  expect(name.getAttribute('aria-invalid')).toBeNull();
});

test("puts the server's field messages on their fields", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Check the fields',
          fields: { email: 'This address cannot receive mail' },
        },
      }),
    ),
  );
  const user = renderForm();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const message = await screen.findByText('This address cannot receive mail');
  const email = screen.getByLabelText('Email');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(email.getAttribute('aria-describedby')).toBe(message.id);
  await vi.waitFor(() => expect(document.activeElement).toBe(email));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failure tied to no field is shown for the whole form', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json(429, { error: { code: 'RATE_LIMITED', message: 'Too many messages. Try later.' } }),
    ),
  );
  const user = renderForm();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect((await screen.findByRole('alert')).textContent).toBe('Too many messages. Try later.');
});

test('is pending while the message is sent, then thanks the guest and empties the form', async () => {
  let answer: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  const user = renderForm();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const sending = await screen.findByRole('button', { name: 'Sending…' });
  expect(sending).toHaveProperty('disabled', true);

  answer(
    json(201, {
      id: '0b6f1a52-3c1e-4b7a-9a51-2f1c2d3e4f50',
      receivedAt: '2026-05-01T10:00:00.000Z',
    }),
  );
  expect(
    await screen.findByText(/Thank you, Ayesha Rahman\. Your message has reached our reception/),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
});
