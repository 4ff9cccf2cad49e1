import type { GeneratedRecipe, MealDraftInput } from '@forkcast/core';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';

export function generatedRecipe(overrides: Partial<GeneratedRecipe> = {}): GeneratedRecipe {
  return {
    name: 'Lemony Red Lentil Soup',
    description: 'A smooth, warming soup.',
    servings: 4,
    cookTimeMinutes: 35,
    fridgeLifeDays: 5,
    imageUrl: '/images/dishes/soup.svg',
    ingredients: [
      { name: 'red lentils', quantity: 1.5, unit: 'cup' },
      { name: 'vegetable stock', quantity: 6, unit: 'cup' },
    ],
    directions: ['Soften the onion.', 'Simmer the lentils.', 'Blend.'],
    ...overrides,
  };
}

type Call = { path: string; body: unknown; signal: AbortSignal | undefined };

/**
 * A fetch stand-in for the AI endpoints: each call waits until the test answers it, so the
 * test sees the screen while the kitchen is at work.
 */
export function controlledFetch() {
  const calls: Call[] = [];
  const pending: ((response: Response) => void)[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      path: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      signal: init?.signal ?? undefined,
    });
    return new Promise<Response>((resolve, reject) => {
      pending.push(resolve);
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
  });
  const answer = (status: number, body: unknown) => {
    const resolve = pending.shift();
    if (!resolve) throw new Error('No request is waiting for an answer');
    resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { calls, fetchStub, answer };
}

/** Renders a way of adding a meal as the add-meal dialog would, with the toaster. */
export function renderMethod(Method: ComponentType<AddMealMethodProps>) {
  const addMeals = vi.fn(async (_meals: MealDraftInput[]) => true);
  const onBack = vi.fn();
  const onCancel = vi.fn();
  const utils = render(
    <>
      <Method addMeals={addMeals} isAdding={false} onBack={onBack} onCancel={onCancel} />
      <Toaster />
    </>,
  );
  return { ...utils, addMeals, onBack, onCancel };
}

/**
 * Puts a controlled fetch in place for each test of the file (and takes it away after, with
 * the toasts, which live in sonner's store beyond the rendered tree). Read `.current` inside
 * a test.
 */
export function stubFetchPerTest() {
  const server = { current: controlledFetch() };
  beforeEach(() => {
    server.current = controlledFetch();
    vi.stubGlobal('fetch', server.current.fetchStub);
  });
  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return server;
}
