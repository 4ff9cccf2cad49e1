import {
  type ImportedRecipe,
  importMessages,
  normalizeWebAddress,
  placeholderRecipe,
} from '@forkcast/core';
import { ChevronDown } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MethodFooter } from '../../../components/recipe/method-footer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { recipeImportApi } from '../api/recipe-import.ts';
import { ImportedRecipeForm } from './imported-recipe-form.tsx';

type Phase = 'idle' | 'reading' | 'ai' | 'source';

const PROGRESS: Record<Exclude<Phase, 'idle'>, string> = {
  reading: 'Fetching the recipe page...',
  ai: 'Our AI chef is reading the recipe...',
  source: 'Reading the page source...',
};

/** The reason a request failed, when the server gave one in plain words (a 4xx); else none. */
function failureReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : undefined;
}

type Result = { recipe: ImportedRecipe; isPlaceholder: boolean };

/**
 * 'Import from URL' (spec sections 2, 4, 5 and 8): the server reads the page (the browser
 * never fetches it); when that reading is incomplete or the page cannot be fetched, the AI
 * step is asked, with the spec's toasts at each turn; failing that, a placeholder titled
 * from the address. Then the editable form. For sites that block servers, the page source
 * can be pasted instead and read the same way.
 */
export function UrlImportForm(props: AddMealMethodProps) {
  const { onBack, onCancel } = props;
  const id = useId();
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [isSourceOpen, setIsSourceOpen] = useState(false);
  const [source, setSource] = useState('');
  const [sourceError, setSourceError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<Result | null>(null);
  const running = useRef<AbortController | null>(null);

  // Closing the dialog abandons the import: no late toast, no late form.
  useEffect(() => () => running.current?.abort(), []);

  /**
   * Runs one import, abandoning any earlier one. Nothing happens after the dialog closed
   * (the signal is aborted then); a failed request leaves the person where they were, with
   * the server's reason when it gave one.
   */
  async function run(phase: Phase, steps: (signal: AbortSignal) => Promise<void>) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPhase(phase);
    try {
      await steps(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase('idle');
      // The spec's words first, then why, when the server said (a private address, too many
      // imports in a row).
      toast.error(importMessages.scrapeFailed, { description: failureReason(error) });
    }
  }

  function finish(recipe: ImportedRecipe, isPlaceholder = false) {
    setPhase('idle');
    setResult({ recipe, isPlaceholder });
  }

  /** The AI step; it always ends in the form, with the AI's recipe or with `fallback`. */
  async function aiStep(url: string, fallback: ImportedRecipe, signal: AbortSignal) {
    setPhase('ai');
    try {
      const answer = await recipeImportApi.withAi(url, signal);
      if (signal.aborted) return;
      if (answer.status === 'ok') {
        toast.success(importMessages.extractedWithAi);
        finish(answer.recipe);
        return;
      }
    } catch {
      if (signal.aborted) return;
    }
    toast.error(importMessages.extractFailed);
    finish(fallback, true);
  }

  async function extract(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = normalizeWebAddress(address);
    if (url === null) {
      setAddressError(importMessages.urlInvalid);
      toast.error(importMessages.urlInvalid);
      event.currentTarget.querySelector<HTMLElement>('[name="url"]')?.focus();
      return;
    }
    setAddressError(null);
    await run('reading', async (signal) => {
      const first = await recipeImportApi.fromUrl(url, signal);
      if (signal.aborted) return;
      if (first.status === 'ok') {
        toast.success(importMessages.extracted);
        finish(first.recipe);
      } else if (first.status === 'incomplete') {
        toast.info(importMessages.basicIncomplete);
        await aiStep(url, first.recipe, signal);
      } else {
        toast.info(importMessages.scrapingFailed, { description: first.message });
        await aiStep(url, placeholderRecipe(url), signal);
      }
    });
  }

  async function readSource() {
    if (source.trim() === '') {
      setSourceError(importMessages.pageSourceRequired);
      toast.error(importMessages.pageSourceRequired);
      return;
    }
    setSourceError(null);
    const url = normalizeWebAddress(address) ?? undefined;
    await run('source', async (signal) => {
      const answer = await recipeImportApi.fromSource({ html: source, url }, signal);
      if (signal.aborted) return;
      if (answer.status === 'ok') {
        toast.success(importMessages.extracted);
        finish(answer.recipe);
      } else {
        toast.error(importMessages.noRecipeInSource);
        finish(answer.recipe, true);
      }
    });
  }

  if (result) {
    return (
      <ImportedRecipeForm
        {...props}
        recipe={result.recipe}
        notice={
          result.isPlaceholder ? (
            <div className="mb-4 flex flex-col items-start gap-2 rounded-2xl bg-surface-sunken p-4 text-sm text-ink-muted">
              <p>
                Some sites do not let us read their pages. Open the recipe in your browser, copy its
                page source and paste it here, or fill in the details below.
              </p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setResult(null);
                  setIsSourceOpen(true);
                }}
              >
                Paste the page source
              </Button>
            </div>
          ) : null
        }
      />
    );
  }

  const isBusy = phase !== 'idle';
  return (
    <form noValidate onSubmit={extract} aria-label="Import from URL" aria-busy={isBusy}>
      {/* min-w-0: a fieldset is as wide as its longest word by default, and with large text
          the example address in the hint pushed the form out of the dialog. */}
      <fieldset disabled={isBusy} className="flex min-w-0 flex-col gap-4">
        <Field
          label="Recipe URL"
          hint="The address of a recipe page, like https://www.example.com/lemon-pie"
          error={addressError}
        >
          <Input
            name="url"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              if (addressError) setAddressError(null);
            }}
          />
        </Field>
        <Button type="submit" size="sm" className="self-start">
          {phase === 'reading' || phase === 'ai' ? <Spinner /> : null}
          {phase === 'reading' || phase === 'ai' ? 'Extracting...' : 'Extract Recipe'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          // Wraps with large text instead of running out of the dialog.
          className="h-auto! min-h-9 self-start whitespace-normal! py-1.5 text-left"
          aria-expanded={isSourceOpen}
          aria-controls={`${id}-source`}
          onClick={() => setIsSourceOpen((open) => !open)}
        >
          Paste the page source instead
          <ChevronDown
            aria-hidden="true"
            className={isSourceOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
        </Button>
        <div id={`${id}-source`} hidden={!isSourceOpen} className="flex flex-col gap-3">
          <Field
            label="Page Source"
            hint="For sites that block us: in your browser, view the recipe page's source (Ctrl+U, or ⌥⌘U on a Mac), select all, copy, and paste it here."
            error={sourceError}
          >
            <Textarea
              name="source"
              rows={5}
              value={source}
              spellCheck={false}
              onChange={(e) => {
                setSource(e.target.value);
                if (sourceError) setSourceError(null);
              }}
            />
          </Field>
          <Button variant="secondary" size="sm" className="self-start" onClick={readSource}>
            {phase === 'source' ? <Spinner /> : null}
            {phase === 'source' ? 'Reading...' : 'Read Page Source'}
          </Button>
        </div>
        <p aria-live="polite" className="flex min-h-5 items-center gap-2 text-sm text-ink-muted">
          {phase !== 'idle' ? PROGRESS[phase] : ''}
        </p>
      </fieldset>
      <MethodFooter onBack={onBack} onCancel={onCancel} />
    </form>
  );
}
