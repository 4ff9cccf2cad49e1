import type { ListNutrition } from '@forkcast/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { takePrefetch } from '../../../lib/session-prefetch.ts';

const base = (listId: string) => `/api/lists/${encodeURIComponent(listId)}`;

/** Per-serving figures of the list's meals and the people it feeds (computed on the server). */
export function useListNutrition(listId: string) {
  return useQuery({
    queryKey: queryKeys.listNutrition(listId),
    queryFn: ({ signal }) => {
      const url = `${base(listId)}/nutrition`;
      // Asked for with the page when it opens on the Schedule tab (core's firstScreenData).
      return apiFetch<{ nutrition: ListNutrition }>(url, {
        signal,
        pending: takePrefetch(url),
      }).then((r) => r.nutrition);
    },
  });
}

/** How many people the list feeds; null goes back to its members count. */
export function useSetPeopleEating(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (peopleEating: number | null) =>
      apiFetch<{ nutrition: ListNutrition }>(`${base(listId)}/people-eating`, {
        method: 'PUT',
        body: { peopleEating },
      }).then((r) => r.nutrition),
    onSuccess: (nutrition) => client.setQueryData(queryKeys.listNutrition(listId), nutrition),
  });
}
