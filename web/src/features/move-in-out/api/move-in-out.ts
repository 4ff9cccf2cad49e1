import type { ApiToken, CreateApiTokenInput, ImportJob, ImportJobResponse } from '@forkcast/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const moveKeys = {
  latestImport: ['imports', 'latest'] as const,
  tokens: ['tokens'] as const,
};

const isActive = (job: ImportJob | null | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/**
 * The cook's latest import, polled while it runs: the job lives on the server, so leaving
 * the page or reloading finds it again where it is.
 */
export function useLatestImport() {
  const client = useQueryClient();
  return useQuery({
    queryKey: moveKeys.latestImport,
    queryFn: async ({ signal }) => {
      const before = client.getQueryData<ImportJob | null>(moveKeys.latestImport);
      const job = (await apiFetch<{ import: ImportJob | null }>('/api/imports/latest', { signal }))
        .import;
      // The job has just finished: its lists and meals are now all there, so the screens that
      // show them (the dashboard, the list, the meal pickers) read them again.
      if (isActive(before) && !isActive(job) && before?.id === job?.id) {
        void client.invalidateQueries({ queryKey: queryKeys.lists });
        void client.invalidateQueries({ queryKey: queryKeys.mealChoices });
      }
      return job;
    },
    // The copy kept on the device (offline) shows at once, and the server's comes right after.
    staleTime: 0,
    refetchInterval: (query) => (isActive(query.state.data) ? 1000 : false),
  });
}

export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; listId: string | null }) => {
      const body = new FormData();
      if (input.listId) body.set('listId', input.listId);
      else body.set('newListName', '');
      body.set('file', input.file);
      return apiFetch<ImportJobResponse>('/api/imports', { method: 'POST', body });
    },
    onSuccess: (response) => {
      client.setQueryData(moveKeys.latestImport, response.import);
      void client.invalidateQueries({ queryKey: queryKeys.lists });
    },
  });
}

export function useCancelImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/imports/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => void client.invalidateQueries({ queryKey: moveKeys.latestImport }),
  });
}

export function useApiTokens() {
  return useQuery({
    queryKey: moveKeys.tokens,
    queryFn: ({ signal }) =>
      apiFetch<{ tokens: ApiToken[] }>('/api/tokens', { signal }).then((r) => r.tokens),
    // Last use changes without this screen knowing: always asked again when shown.
    staleTime: 0,
  });
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) =>
      apiFetch<{ token: string; apiToken: ApiToken }>('/api/tokens', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: moveKeys.tokens }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: moveKeys.tokens }),
  });
}
