import { type ListDetail, type ScheduleType, weekdayName } from '@forkcast/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ScheduleChange = { day: number; type: ScheduleType } | null;

type ScheduleVariables = { mealId: string; schedule: ScheduleChange };

type ScheduleAnswer = {
  item: {
    mealId: string;
    servings: number;
    scheduledDay: number | null;
    scheduledType: ScheduleType | null;
  };
};

/** The spec's toast after a schedule is saved: 'Pancakes scheduled to eat on Monday'. */
export function scheduledMessage(mealName: string, schedule: NonNullable<ScheduleChange>) {
  return `${mealName} scheduled to ${schedule.type} on ${weekdayName(schedule.day)}`;
}

/**
 * Sets or clears a meal's schedule in a list (PATCH /api/lists/{listId}/items/{mealId}). The
 * list screen moves at once (optimistic) and goes back if the server refuses; the list's
 * card counts and the meal's detail are refreshed afterwards.
 */
export function useUpdateSchedule(listId: string) {
  const client = useQueryClient();
  const listKey = queryKeys.list(listId);
  return useMutation({
    mutationFn: ({ mealId, schedule }: ScheduleVariables) =>
      apiFetch<ScheduleAnswer>(
        `/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(mealId)}`,
        { method: 'PATCH', body: { schedule } },
      ),
    onMutate: async ({ mealId, schedule }) => {
      await client.cancelQueries({ queryKey: listKey, exact: true });
      const previous = client.getQueryData<ListDetail>(listKey);
      if (previous) {
        client.setQueryData<ListDetail>(listKey, {
          ...previous,
          meals: previous.meals.map((meal) =>
            meal.id === mealId
              ? {
                  ...meal,
                  scheduledDay: schedule?.day ?? null,
                  scheduledType: schedule?.type ?? null,
                }
              : meal,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(listKey, context.previous);
    },
    onSettled: async (_data, _error, { mealId }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: listKey, exact: true }),
        client.invalidateQueries({ queryKey: queryKeys.lists, exact: true }),
        client.invalidateQueries({ queryKey: queryKeys.mealAll(mealId) }),
      ]);
    },
  });
}

/**
 * Moves a meal to a new day from the week view (drag and drop, or its keyboard buttons):
 * the spec's toast on success, 'Failed to update schedule' on failure.
 */
export function useMoveMeal(listId: string) {
  const update = useUpdateSchedule(listId);
  return (meal: { id: string; name: string }, schedule: NonNullable<ScheduleChange>) =>
    update.mutate(
      { mealId: meal.id, schedule },
      {
        onSuccess: () => toast.success(scheduledMessage(meal.name, schedule)),
        onError: () => toast.error('Failed to update schedule'),
      },
    );
}
