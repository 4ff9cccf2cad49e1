import { useParams } from 'react-router';
import { MealDetailScreen } from '../../features/meals/components/meal-detail-screen.tsx';
import { PrepMode } from '../../features/planning/components/prep-mode.tsx';
import { RecipeReactions } from '../../features/social/components/recipe-reactions.tsx';

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
