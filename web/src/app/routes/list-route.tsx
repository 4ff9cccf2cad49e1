import { useParams } from 'react-router';
import { AiRecipeForm } from '../../features/ai/components/ai-recipe-form.tsx';
import { MealPlanForm } from '../../features/ai/components/meal-plan-form.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import type { AddMealMethods } from '../../features/lists/components/add-meal-dialog.tsx';
import { ListDetailScreen } from '../../features/lists/components/list-detail-screen.tsx';
import {
  TextMealMethod,
  UrlImportMethod,
} from '../../features/recipe-import/components/import-methods.tsx';

/** The ways of adding a meal that other features bring (manual and existing are built in). */
const addMealMethods: AddMealMethods = {
  text: TextMealMethod,
  url: UrlImportMethod,
  ai: AiRecipeForm,
  ai_list: MealPlanForm,
};

/** /list/{listId}: list detail. */
export function Component() {
  const { listId = '' } = useParams();
  const session = useSession();
  return (
    <ListDetailScreen
      // A new list is a new screen: no state carries over from the one before.
      key={listId}
      listId={listId}
      currentUserId={session.data?.user.id ?? ''}
      addMealMethods={addMealMethods}
    />
  );
}
