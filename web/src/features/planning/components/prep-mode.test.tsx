import type { MealDetail } from '@forkcast/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeAllTimers } from '../lib/timer-store.ts';
import {
  type FetchCall,
  fakeServer,
  makeMealDetail,
  renderPlanning,
} from '../test/planning-fixtures.tsx';
import { ALL_DONE_CLOSE_MS, PrepMode } from './prep-mode.tsx';

const roast = makeMealDetail({
  id: 'roast',
  name: 'Roast chicken',
  originalServings: 2,
  servings: 4,
  scheduledDay: 2,
  scheduledType: 'cook',
  ingredients: [
    { id: 'i1', name: 'Chicken', quantity: 1, unit: 'unit' },
    { id: 'i2', name: 'Butter', quantity: 2, unit: 'tbsp' },
  ],
  directions: [
    'Rub 2 tbsp butter over the chicken.',
    'Roast for 1 hour.',
    'Rest 10-15 min before carving.',
  ],
});

function server(options: { refuse?: boolean } = {}) {
  return fakeServer((call: FetchCall) => {
    if (call.method === 'PATCH' && call.path === '/api/lists/list-1/items/roast') {
      return options.refuse
        ? { status: 500, body: { error: { code: 'internal', message: 'Oops' } } }
        : {
            status: 200,
            body: {
              item: { mealId: 'roast', servings: 4, scheduledDay: null, scheduledType: null },
            },
          };
    }
    return { status: 200, body: {} };
  });
}

/** Prep mode behind a 'Prepare' button, as the meal screen shows it. */
function Screen({ meal }: { meal: MealDetail }) {
  const [isPreparing, setIsPreparing] = useState(true);
  return isPreparing ? (
    <PrepMode meal={meal} onExit={() => setIsPreparing(false)} />
  ) : (
    <button type="button" onClick={() => setIsPreparing(true)}>
      Prepare {meal.name}
    </button>
  );
}

function renderPrep(meal: MealDetail = roast) {
  return renderPlanning(() => <Screen meal={meal} />);
}

/** Only the clock and timeouts: React and the test library keep their own scheduling. */
function fakeClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

/** With the clock faked, clicks go straight to the element (user-event waits on timers). */
const click = (element: HTMLElement) => fireEvent.click(element);

const step = (n: number) => screen.getByRole('checkbox', { name: new RegExp(`^Step ${n}\\.`) });
const ingredient = (name: string) =>
  within(screen.getByRole('region', { name: 'Ingredients left' }))
    .getByText(name)
    .closest('li') as HTMLElement;

afterEach(() => {
  removeAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PrepMode steps', () => {
  beforeEach(() => {
    server();
  });

  it('ticks steps and shows what is left of each ingredient, scaled to the servings', async () => {
    const user = userEvent.setup();
    renderPrep();
    expect(screen.getByRole('heading', { name: 'Roast chicken' })).toBeInTheDocument();
    expect(screen.getByText('0 of 3 steps done')).toBeInTheDocument();
    // 4 servings of a recipe for 2: twice the amounts.
    expect(ingredient('Butter')).toHaveTextContent('Butter 4 tbsp');
    expect(ingredient('Chicken')).toHaveTextContent('Chicken 2');

    await user.click(step(1));
    expect(step(1)).toBeChecked();
    expect(screen.getByText('1 of 3 steps done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Steps done' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    // The step uses 2 tbsp of butter as written, and the chicken (no amount: all of it).
    expect(ingredient('Butter')).toHaveTextContent('Butter 2 tbsp of 4');
    expect(ingredient('Chicken')).toHaveTextContent('Chicken used');
    expect(ingredient('Chicken')).toHaveClass('line-through');

    await user.click(step(1));
    expect(ingredient('Butter')).toHaveTextContent('Butter 4 tbsp');
    expect(screen.getByText('0 of 3 steps done')).toBeInTheDocument();
  });

  it("counts what a step names as a cook does: 'the oil' is the olive oil", async () => {
    const user = userEvent.setup();
    renderPrep(
      makeMealDetail({
        ...roast,
        originalServings: 4,
        ingredients: [
          { id: 'i1', name: 'Boneless chicken thighs', quantity: 6, unit: 'unit' },
          { id: 'i2', name: 'Extra-virgin olive oil', quantity: 3, unit: 'tbsp' },
        ],
        directions: ['Heat 1 tbsp of the oil.', 'Brown the chicken.', 'Serve.'],
      }),
    );
    await user.click(step(1));
    expect(ingredient('Extra-virgin olive oil')).toHaveTextContent('2 tbsp of 3');
    expect(ingredient('Boneless chicken thighs')).toHaveTextContent('Boneless chicken thighs 6');
    await user.click(step(2));
    expect(ingredient('Boneless chicken thighs')).toHaveTextContent('used');
  });

  it("starts the keyboard at the meal's name, above the steps", () => {
    renderPrep();
    // 'Prepare' went with the recipe: focus would otherwise fall to the page's body.
    expect(screen.getByRole('heading', { name: 'Roast chicken' })).toHaveFocus();
  });

  it('leaves preparation mode with Exit Preparation Mode', async () => {
    const user = userEvent.setup();
    renderPrep();
    await user.click(screen.getByRole('button', { name: 'Exit Preparation Mode' }));
    expect(screen.getByRole('button', { name: 'Prepare Roast chicken' })).toBeInTheDocument();
  });
});

describe('All Done overlay', () => {
  it('appears when the last step is ticked; Continue closes it', async () => {
    server();
    const user = userEvent.setup();
    renderPrep();
    await user.click(step(1));
    await user.click(step(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(step(3));
    const dialog = screen.getByRole('dialog', { name: 'All Done!' });
    expect(
      within(dialog).getByRole('button', { name: 'Cross out Roast chicken from schedule' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Still preparing, every step still ticked, and the keyboard back on the last tick (it
    // fell to the top of the page, the overlay having no button that opened it).
    expect(step(3)).toBeChecked();
    await waitFor(() => expect(step(3)).toHaveFocus());
  });

  it('closes by itself after 4 seconds', async () => {
    server();
    fakeClock();
    renderPrep();
    for (const n of [1, 2, 3]) click(step(n));
    expect(screen.getByRole('dialog', { name: 'All Done!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ALL_DONE_CLOSE_MS - 100));
    expect(screen.getByRole('dialog', { name: 'All Done!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ALL_DONE_CLOSE_MS).toBe(4000);
  });

  it('crosses the meal out of the schedule', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderPrep();
    for (const n of [1, 2, 3]) await user.click(step(n));
    await user.click(screen.getByRole('button', { name: 'Cross out Roast chicken from schedule' }));
    expect(await screen.findByText('Schedule cleared')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/lists/list-1/items/roast', body: { schedule: null } },
    ]);
  });

  it('says so when crossing out fails', async () => {
    server({ refuse: true });
    const user = userEvent.setup();
    renderPrep();
    for (const n of [1, 2, 3]) await user.click(step(n));
    await user.click(screen.getByRole('button', { name: 'Cross out Roast chicken from schedule' }));
    expect(await screen.findByText('Failed to update schedule')).toBeInTheDocument();
  });

  it('offers no cross-out for a meal that is not scheduled or not opened from a list', async () => {
    server();
    const user = userEvent.setup();
    const view = renderPrep({ ...roast, scheduledDay: null, scheduledType: null });
    for (const n of [1, 2, 3]) await user.click(step(n));
    expect(screen.getByRole('dialog', { name: 'All Done!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cross out/ })).not.toBeInTheDocument();
    view.unmount();
    renderPrep({ ...roast, list: null });
    for (const n of [1, 2, 3]) await user.click(step(n));
    expect(screen.queryByRole('button', { name: /Cross out/ })).not.toBeInTheDocument();
  });
});

describe('step timers', () => {
  beforeEach(() => {
    server();
    fakeClock();
  });

  it('offer a timer for each step that mentions a duration, and count it down', async () => {
    renderPrep();
    expect(screen.queryByRole('list', { name: 'Timers for step 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start 10 min timer (up to 15 min)' })).toBeVisible();
    click(screen.getByRole('button', { name: 'Start 1 h timer' }));
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('1 h timer, running: 1:00:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('58:59');

    click(screen.getByRole('button', { name: 'Pause 1 h timer' }));
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1 h timer, paused: 58:59');
    click(screen.getByRole('button', { name: 'Resume 1 h timer' }));
    click(screen.getByRole('button', { name: 'Cancel 1 h timer' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start 1 h timer' })).toBeInTheDocument();
  });

  it('run several at once and announce each end with a visible alert', async () => {
    renderPrep();
    click(screen.getByRole('button', { name: 'Start 1 h timer' }));
    click(screen.getByRole('button', { name: 'Start 10 min timer (up to 15 min)' }));
    expect(screen.getAllByRole('timer')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent("Time's up! 10 min timer done.");
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    // The screen shows the alert itself: no toast on top of it.
    expect(screen.queryByText(/The 10 min timer for step 3/)).not.toBeInTheDocument();
    click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent("Time's up! 1 h timer done.");
  });

  it('keep running when the cook leaves the screen, and say so by toast when one ends', async () => {
    renderPrep();
    click(screen.getByRole('button', { name: 'Start 10 min timer (up to 15 min)' }));
    click(screen.getByRole('button', { name: 'Exit Preparation Mode' }));
    act(() => vi.advanceTimersByTime(4 * 60_000));
    click(screen.getByRole('button', { name: 'Prepare Roast chicken' }));
    expect(screen.getByRole('timer')).toHaveTextContent('6:00');
    click(screen.getByRole('button', { name: 'Exit Preparation Mode' }));
    // The toast library shows a toast on a timeout of its own, just after the ring.
    act(() => vi.advanceTimersByTime(6 * 60_000 + 50));
    expect(
      screen.getByText("Time's up! The 10 min timer for step 3 of Roast chicken is done."),
    ).toBeInTheDocument();
  });
});

describe('wake lock', () => {
  it('keeps the screen on while preparing and lets it go on exit', async () => {
    server();
    const release = vi.fn(async () => undefined);
    const sentinel = Object.assign(new EventTarget(), { released: false, release });
    const request = vi.fn(async () => sentinel);
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    const user = userEvent.setup();
    renderPrep();
    expect(await screen.findByText('Screen stays on')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('screen');
    await user.click(screen.getByRole('button', { name: 'Exit Preparation Mode' }));
    expect(release).toHaveBeenCalled();
  });

  it('works without it where the browser has none', () => {
    server();
    renderPrep();
    expect(screen.queryByText('Screen stays on')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 3 steps done')).toBeInTheDocument();
  });
});
