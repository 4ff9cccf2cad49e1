/** A kitchen timer of preparation mode, kept outside React so it outlives the screen. */
export type KitchenTimer = {
  /** '{mealId}:{stepIndex}:{n}': one timer per duration a step mentions. */
  id: string;
  mealId: string;
  mealName: string;
  stepIndex: number;
  /** '25 min', as the button said. */
  label: string;
  totalMs: number;
  /** Epoch milliseconds at which a running timer ends; null when paused or done. */
  endsAt: number | null;
  /** What is left of a paused timer. */
  remainingMs: number;
  status: 'running' | 'paused' | 'done';
};
