import type { FirstTab } from '@forkcast/core';
import { useParams } from 'react-router';
import { lazyPart } from '../../components/lazy-part.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import type { AddMealMethods } from '../../features/lists/components/add-meal-dialog.tsx';
import { ListDetailScreen } from '../../features/lists/components/list-detail-screen.tsx';
import { SchedulePopover } from '../../features/planning/components/schedule-popover.tsx';
import {
  TextMealMethod,
  UrlImportMethod,
} from '../../features/recipe-import/components/import-methods.tsx';

// Tabs and ways of adding a meal load when first opened: the Meals tab shows sooner.
const AiRecipeForm = lazyPart(
  async () => (await import('../../features/ai/components/ai-recipe-form.tsx')).AiRecipeForm,
);
const MealPlanForm = lazyPart(
  async () => (await import('../../features/ai/components/meal-plan-form.tsx')).MealPlanForm,
);
const ScheduleTab = lazyPart(
  async () => (await import('../../features/planning/components/schedule-tab.tsx')).ScheduleTab,
);
const ShoppingListTab = lazyPart(
  async () =>
    (await import('../../features/planning/components/shopping-list-tab.tsx')).ShoppingListTab,
);

/**
 * The tabs with code of their own, by the name of their chunk (core's `FirstTab`): a page that
 * opens on one loads it before React takes over the screen the server drew (app-main.tsx).
 */
export const tabParts: Record<FirstTab, { preload: () => Promise<void> }> = {
  'shopping-list': ShoppingListTab,
  schedule: ScheduleTab,
};

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
      renderShoppingTab={(list) => <ShoppingListTab list={list} />}
      renderScheduleTab={(list) => <ScheduleTab list={list} />}
      renderMealCardActions={(list, meal) => <SchedulePopover listId={list.id} meal={meal} />}
    />
  );
}
