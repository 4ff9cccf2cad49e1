import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/**
 * Where a meal of this list opens, and the navigation state that brings Back to the screen
 * (and tab) it was opened from.
 */
export function useMealDetailLink(listId: string) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  return (mealId: string) => ({ to: paths.meal(listId, mealId), state: { from } });
}
