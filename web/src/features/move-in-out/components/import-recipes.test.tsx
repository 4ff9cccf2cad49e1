import { bulkImportMessages, type ImportJob } from '@forkcast/core';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { ImportRecipes } from './import-recipes.tsx';

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: 'job-1',
  status: 'running',
  total: 10,
  done: 3,
  skipped: 1,
  failed: 1,
  listId: 'list-1',
  fileName: 'My Recipes.paprikarecipes',
  format: 'paprika',
  problems: [{ recipe: 'Old soup', reason: 'Already in your recipes' }],
  ...over,
});

/** A screen that shows the cook's lists (the dashboard, the list picker) beside the import. */
function ListsProbe() {
  const lists = useQuery({
    queryKey: queryKeys.lists,
    queryFn: () => apiFetch<{ lists: { id: string }[] }>('/api/lists'),
  });
  return <p>{lists.data ? `${lists.data.lists.length} lists` : 'no lists yet'}</p>;
}

function renderImport(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithApp(
    [
      {
        path: '/settings',
        element: (
          <>
            <ImportRecipes lists={[{ id: 'list-1', name: 'Weeknights' }]} />
            <ListsProbe />
          </>
        ),
      },
    ],
    '/settings',
  );
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImportRecipes', () => {
  it('comes back to a running job with its counts, problems and a cancel button', async () => {
    const user = userEvent.setup();
    const { calls } = renderImport({
      'GET /api/imports/latest': { status: 200, body: { import: job({}) } },
      'DELETE /api/imports/job-1': { status: 204 },
    });
    expect(await screen.findByText('3 imported, 1 skipped, 1 failed of 10')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '5');
    expect(screen.getByText('Importing: My Recipes.paprikarecipes')).toBeInTheDocument();
    await user.click(screen.getByText('Notes on 1 recipe'));
    expect(screen.getByText('Old soup')).toBeInTheDocument();
    // The form waits while a job runs.
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel import' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/imports/job-1')).toBe(
        true,
      ),
    );
  });

  it('does not call a recipe imported with a warning one that was not imported', async () => {
    const user = userEvent.setup();
    const warned = job({
      status: 'done',
      total: 2,
      done: 2,
      skipped: 0,
      failed: 0,
      problems: [
        {
          recipe: 'Chili',
          reason: bulkImportMessages.notScheduled('that day is taken'),
        },
      ],
    });
    renderImport({ 'GET /api/imports/latest': { status: 200, body: { import: warned } } });
    expect(await screen.findByText('2 imported, 0 skipped, 0 failed of 2')).toBeInTheDocument();
    expect(screen.queryByText(/not imported/)).not.toBeInTheDocument();
    await user.click(screen.getByText('Notes on 1 recipe'));
    expect(screen.getByText(/Imported, but its place in the schedule/)).toBeInTheDocument();
  });

  it('sends the chosen file to the chosen list', async () => {
    const user = userEvent.setup();
    const { calls } = renderImport({
      'GET /api/imports/latest': { status: 200, body: { import: null } },
      'POST /api/imports': {
        status: 202,
        body: {
          import: job({ status: 'done', done: 2, skipped: 0, failed: 0, total: 2, problems: [] }),
        },
      },
    });
    const file = new File(['[]'], 'recipes.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Recipe file'), file);
    await user.selectOptions(screen.getByLabelText('Add the recipes to'), 'list-1');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 imported, 0 skipped, 0 failed of 2')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.listId).toBe('list-1');
    expect((sent.file as File).name).toBe('recipes.json');
  });

  it('reads the lists again when the job it follows finishes', async () => {
    const routes: Parameters<typeof stubFetch>[0] = {
      'GET /api/imports/latest': { status: 200, body: { import: job({}) } },
      'GET /api/lists': { status: 200, body: { lists: [{ id: 'list-1' }] } },
    };
    const { calls } = renderImport(routes);
    expect(await screen.findByText('3 imported, 1 skipped, 1 failed of 10')).toBeInTheDocument();
    expect(await screen.findByText('1 lists')).toBeInTheDocument();
    const listReads = () => calls.filter((c) => c.path === '/api/lists').length;
    const before = listReads();
    // The next poll finds it finished, with a list the import made.
    routes['GET /api/imports/latest'] = {
      status: 200,
      body: { import: job({ status: 'done', done: 8, skipped: 1, failed: 1 }) },
    };
    routes['GET /api/lists'] = { status: 200, body: { lists: [{ id: 'list-1' }, { id: 'new' }] } };
    expect(
      await screen.findByText('8 imported, 1 skipped, 1 failed of 10', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 lists')).toBeInTheDocument();
    expect(listReads()).toBe(before + 1);
  });

  it('says so when no file was chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderImport({
      'GET /api/imports/latest': { status: 200, body: { import: null } },
    });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Please choose a file to import.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the keyboard on the import: on its progress once started, on the file after a refusal', async () => {
    const user = userEvent.setup();
    const routes: Parameters<typeof stubFetch>[0] = {
      'GET /api/imports/latest': { status: 200, body: { import: null } },
      'POST /api/imports': {
        status: 400,
        body: { error: { code: 'bad_request', message: 'We could not read that file.' } },
      },
    };
    renderImport(routes);
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Recipe file'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('We could not read that file.')).toBeInTheDocument();
    // The form was disabled while it sent: the focus had fallen back to the page's start.
    await waitFor(() => expect(screen.getByLabelText('Recipe file')).toHaveFocus());
    routes['POST /api/imports'] = {
      status: 202,
      body: { import: job({ status: 'running', done: 0, skipped: 0, failed: 0, problems: [] }) },
    };
    routes['GET /api/imports/latest'] = {
      status: 200,
      body: { import: job({ status: 'running', done: 0, skipped: 0, failed: 0, problems: [] }) },
    };
    await user.upload(screen.getByLabelText('Recipe file'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const progress = await screen.findByRole('region', { name: 'Latest import' });
    await waitFor(() => expect(progress).toHaveFocus());
    expect(within(progress).getByRole('button', { name: 'Cancel import' })).toBeEnabled();
  });
});
