import { BULK_IMPORT_LIMITS, type ImportJob } from '@forkcast/core';
import { Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCancelImport, useLatestImport, useStartImport } from '../api/move-in-out.ts';

const NEW_LIST = '';
const MAX_MB = BULK_IMPORT_LIMITS.fileBytes / (1024 * 1024);

const statusWords: Record<ImportJob['status'], string> = {
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Finished',
  failed: 'Stopped',
  cancelled: 'Cancelled',
};

/**
 * Settings > Your data > Import recipes: a Paprika, Mealie or Tandoor export (or a page, a
 * JSON-LD file, a list of addresses) into a list the cook chooses or a new one named after
 * the file. The progress comes from the server's job, so it survives a reload.
 */
export function ImportRecipes({ lists }: { lists: { id: string; name: string }[] }) {
  const ids = { file: useId(), list: useId(), progress: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [listId, setListId] = useState(NEW_LIST);
  const latest = useLatestImport();
  const start = useStartImport();
  const cancel = useCancelImport();
  const job = latest.data ?? null;
  const active = job?.status === 'queued' || job?.status === 'running';
  // The form is disabled while it sends, which takes the focus from the Import button: the
  // keyboard goes on to the job's progress (and its Cancel), or back to the file after a
  // refusal, once the form is enabled again, rather than to the start of the page.
  const fileInput = useRef<HTMLInputElement>(null);
  const progressSection = useRef<HTMLElement>(null);
  const [focusNext, setFocusNext] = useState<'file' | 'progress' | null>(null);
  const hasJob = job !== null;
  useEffect(() => {
    if (!focusNext || start.isPending || (focusNext === 'progress' && !hasJob)) return;
    (focusNext === 'file' ? fileInput.current : progressSection.current)?.focus();
    setFocusNext(null);
  }, [focusNext, start.isPending, hasJob]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!file) {
      toast.error('Please choose a file to import.');
      return;
    }
    if (file.size > BULK_IMPORT_LIMITS.fileBytes) {
      toast.error(`That file is larger than ${MAX_MB} MB. Please split it and import the parts.`);
      return;
    }
    start.mutate(
      { file, listId: listId || null },
      {
        // The file input keeps its file until the form is reset, whatever the state says.
        onSuccess: () => {
          setFile(null);
          form.reset();
          setFocusNext('progress');
        },
        onError: (error) => {
          setFocusNext('file');
          toast.error('Import failed', { description: error.message });
        },
      },
    );
  }

  const handled = job ? job.done + job.skipped + job.failed : 0;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h2 className="text-lg font-bold text-ink">Import recipes</h2>
        <p className="mt-1 text-sm text-ink-muted">
          From Paprika (.paprikarecipes), Mealie or Tandoor exports, a Forkcast export, schema.org
          recipes (.json or a saved .html page), or a text file of recipe web addresses, one per
          line. Up to {MAX_MB} MB and {BULK_IMPORT_LIMITS.recipes.toLocaleString('en-US')} recipes
          per file.
        </p>
      </div>
      <form noValidate onSubmit={submit} aria-label="Import recipes">
        <fieldset disabled={start.isPending || active} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.file} className="text-sm font-semibold text-ink">
              Recipe file
            </label>
            <input
              ref={fileInput}
              id={ids.file}
              name="file"
              type="file"
              className="text-sm text-ink file:mr-3 file:rounded-full file:border file:border-line file:bg-surface-raised file:px-3.5 file:py-2 file:font-semibold file:text-ink"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.list} className="text-sm font-semibold text-ink">
              Add the recipes to
            </label>
            <select
              id={ids.list}
              name="listId"
              value={listId}
              onChange={(event) => setListId(event.target.value)}
              className={cn('h-11', controlClasses)}
            >
              <option value={NEW_LIST}>A new list named after the file</option>
              {lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" className="self-start">
            {start.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
            {start.isPending ? 'Uploading...' : 'Import'}
          </Button>
        </fieldset>
      </form>

      {job ? (
        <section
          ref={progressSection}
          tabIndex={-1}
          aria-label="Latest import"
          className="flex flex-col gap-2 rounded-[var(--radius-control)]"
          aria-live="polite"
        >
          <div className="flex items-baseline justify-between gap-2">
            <p id={ids.progress} className="text-sm font-semibold text-ink">
              {statusWords[job.status]}: {job.fileName}
            </p>
            <p className="text-sm text-ink-muted">
              {handled} of {job.total}
            </p>
          </div>
          <progress
            aria-labelledby={ids.progress}
            max={Math.max(job.total, 1)}
            value={handled}
            className="h-2 w-full overflow-hidden rounded-full accent-primary"
          />
          <p className="text-sm text-ink">
            {job.done} imported, {job.skipped} skipped, {job.failed} failed of {job.total}
          </p>
          {active ? (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(job.id)}
            >
              Cancel import
            </Button>
          ) : null}
          {job.problems.length > 0 ? (
            <details className="text-sm">
              {/* Skipped and failed recipes, and ones imported with a warning (not in every
                  list, schedule not restored): not all of them were left out. */}
              <summary className="cursor-pointer font-semibold text-ink">
                Notes on {job.problems.length} {job.problems.length === 1 ? 'recipe' : 'recipes'}
              </summary>
              <ul className="mt-2 flex max-h-60 flex-col gap-1 overflow-y-auto">
                {job.problems.map((problem, index) => (
                  // Two recipes may share a name and a reason; the order is the file's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                  <li key={index} className="text-ink-muted">
                    <span className="font-semibold text-ink">{problem.recipe}</span>:{' '}
                    {problem.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>
      ) : null}
    </Card>
  );
}
