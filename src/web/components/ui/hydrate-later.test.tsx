// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';
import {
  HYDRATION_TURNS,
  HydrateLater,
  startHydrationTurns,
  turnOfItem,
} from './hydrate-later.tsx';

afterEach(cleanup);

function List({ onLate }: { onLate: () => void }) {
  return (
    <ul>
      <HydrateLater turn={0}>
        <li>First</li>
      </HydrateLater>
      <HydrateLater turn={2}>
        <li>
          <button type="button" onClick={onLate}>
            Late
          </button>
        </li>
      </HydrateLater>
      <li>After</li>
    </ul>
  );
}

/** Lets every turn come (each is a task of its own). */
async function allTurns() {
  for (let turn = 0; turn <= HYDRATION_TURNS; turn++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

describe('HydrateLater', () => {
  test('renders at once in a page the browser draws itself', () => {
    render(<List onLate={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Late' })).toBeTruthy();
  });

  test('on the server, renders its element in place', () => {
    expect(renderToString(<List onLate={() => undefined} />)).toBe(
      '<ul><li>First</li><li><button type="button">Late</button></li><li>After</li></ul>',
    );
  });

  test('hydrates its element in a later task, keeping the server HTML meanwhile', async () => {
    const onLate = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<List onLate={onLate} />);
    document.body.append(container);
    const late = container.querySelector('button');
    const items = [...container.querySelectorAll('li')];

    startHydrationTurns();
    hydrateRoot(container, <List onLate={onLate} />);
    // Hydrated: everything else. Waiting: the late part, still on screen and not yet listening.
    expect(container.innerHTML).toBe(
      '<ul><li>First</li><li><button type="button">Late</button></li><li>After</li></ul>',
    );
    late?.click();
    expect(onLate).not.toHaveBeenCalled();

    await allTurns();
    // The same nodes, now hydrated: nothing drawn again, nothing doubled.
    expect([...container.querySelectorAll('li')]).toEqual(items);
    expect(container.querySelector('button')).toBe(late);
    late?.click();
    expect(onLate).toHaveBeenCalledTimes(1);
    container.remove();
  });

  test('controls wait for the last part: Preact cannot move a part still waiting', async () => {
    function SortedList() {
      const [reversed, setReversed] = useState(false);
      const names = ['a', 'b', 'c', 'd'];
      return (
        <>
          <button
            type="button"
            {...useDisabledUntilHydrated()}
            onClick={() => setReversed((value) => !value)}
          >
            Sort
          </button>
          <ul>
            {(reversed ? [...names].reverse() : names).map((name, index) => (
              <HydrateLater key={name} turn={turnOfItem(index)}>
                <li>{name}</li>
              </HydrateLater>
            ))}
          </ul>
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SortedList />);
    document.body.append(container);
    const sort = container.querySelector('button');
    const order = () => [...container.querySelectorAll('li')].map((item) => item.textContent);

    startHydrationTurns();
    hydrateRoot(container, <SortedList />);
    for (let turn = 0; turn < HYDRATION_TURNS; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sort?.disabled).toBe(true);
    }
    await allTurns();
    expect(sort?.disabled).toBe(false);
    sort?.click();
    await allTurns();
    expect(order()).toEqual(['d', 'c', 'b', 'a']);
    container.remove();
  });

  test('after the first hydration, renders at once', () => {
    render(<List onLate={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Late' })).toBeTruthy();
  });
});
