import { useParams } from 'react-router';
import { lazyPart } from '../../components/lazy-part.tsx';
import { MealDetailScreen } from '../../features/meals/components/meal-detail-screen.tsx';
import { RecipeReactions } from '../../features/social/components/recipe-reactions.tsx';

// Preparation mode (timers, wake lock) loads when the cook starts preparing.
const PrepMode = lazyPart(
  async () => (await import('../../features/planning/components/prep-mode.tsx')).PrepMode,
);

/** /list/{listId}/meal/{mealId} and /list/any/meal/{mealId}: meal detail. */
export function Component() {
  const { listId = '', mealId = '' } = useParams();
  return (
    <MealDetailScreen
      key={`${listId}/${mealId}`}
      listId={listId}
      mealId={mealId}
      renderPrepMode={(props) => <PrepMode {...props} />}
      renderReactions={(meal) => <RecipeReactions mealId={meal.id} />}
    />
  );
}
