// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { guest } from '#web/features/users/testing.tsx';
import { json, renderWithQueries } from '#web/lib/testing.tsx';
import { LanguageForm } from './language-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('offers each language in its own name and saves the one chosen', async () => {
  const fetch = vi.fn(async () => json(200, { ...guest, language: 'bn' }));
  vi.stubGlobal('fetch', fetch);
  const user = renderWithQueries(<LanguageForm user={{ ...guest, language: 'en' }} />);

  const select = screen.getByLabelText('Language we write to you in') as HTMLSelectElement;
  expect(select.value).toBe('en');
  expect([...select.options].map((option) => option.textContent)).toEqual(['English', 'বাংলা']);
  await user.selectOptions(select, 'bn');
  await user.click(screen.getByRole('button', { name: 'Save language' }));

  await vi.waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe('Your language has been saved.'),
  );
  const [path, init] = (fetch.mock.calls[0] ?? []) as unknown as [string, RequestInit];
  expect(path).toBe('/api/me');
  expect(init.method).toBe('PATCH');
  expect(JSON.parse(String(init.body))).toEqual({ language: 'bn' });
});
