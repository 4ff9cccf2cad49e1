import { ComingSoon } from './coming-soon.tsx';

/** /list/{listId}/meal/{mealId} and /list/any/meal/{mealId}: meal detail */
export function Component() {
  return <ComingSoon />;
}
