// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

function Page() {
  return (
    <>
      <Dialog trigger="Read the answer" title="When is check-in?">
        <p>From 2 pm.</p>
      </Dialog>
      <button type="button">Next question</button>
    </>
  );
}

/** The `close` event, as the browser sends it: a task after the dialog closed. */
function closeEventArrives() {
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('no dialog');
  dialog.dispatchEvent(new Event('close'));
}

describe('Dialog', () => {
  test('gives focus back to its button when focus was lost with the dialog', () => {
    render(<Page />);
    (document.activeElement as HTMLElement | null)?.blur();
    closeEventArrives();
    expect(document.activeElement).toBe(screen.getByText('Read the answer').closest('button'));
  });

  test('leaves focus where the visitor moved it before the close event came', () => {
    render(<Page />);
    const next = screen.getByRole('button', { name: 'Next question' });
    next.focus();
    closeEventArrives();
    expect(document.activeElement).toBe(next);
  });
});
