import { createPostSchema, firstIssueMessage, type MealChoice } from '@forkcast/core';
import { ImagePlus, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { controlClasses, Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { mealNameHolds, useMealChoiceSearch } from '../../../lib/meal-choices.ts';
import { useCreatePost } from '../api/posts.ts';
import { imageFileProblem } from '../lib/image-file.ts';
import { mealChoiceLabel } from '../lib/meal-choice-label.ts';
import { mayShrink, shrinkPhoto } from '../lib/shrink-photo.ts';

const NONE = 'none';

/** A preview address for the chosen picture, let go of when it changes. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * 'Create Post': text, a picture, a recipe from the user's meals ('None' attaches none). At
 * least one of the three; errors show inline; the form resets when the dialog closes.
 */
export function CreatePostDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = {
    text: useId(),
    image: useId(),
    meal: useId(),
    mealSearch: useId(),
    error: useId(),
  };
  const createPost = useCreatePost();
  const [mealQuery, setMealQuery] = useState('');
  const {
    choices: meals,
    isCapped,
    isSearching,
  } = useMealChoiceSearch(mealQuery, { enabled: open });
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [mealId, setMealId] = useState(NONE);
  // The chosen meal, kept so it stays in the picker when a later search does not find it.
  const [chosenMeal, setChosenMeal] = useState<MealChoice | null>(null);
  const found = (meals.data ?? []).filter((meal) => mealNameHolds(meal, mealQuery));
  const mealOptions =
    chosenMeal && !found.some((meal) => meal.id === chosenMeal.id) ? [chosenMeal, ...found] : found;
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);
  // Which photo choice is current: one being shrunk when another is chosen, or the dialog
  // closed, is dropped.
  const choice = useRef(0);
  const [isPreparing, setIsPreparing] = useState(false);

  function reset() {
    choice.current += 1;
    setIsPreparing(false);
    setText('');
    setFile(null);
    setMealId(NONE);
    setChosenMeal(null);
    setMealQuery('');
    setError(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function close(next: boolean) {
    if (createPost.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  }

  async function chooseFile(chosen: File | undefined) {
    if (!chosen) return;
    const current = ++choice.current;
    let photo = chosen;
    if (mayShrink(chosen)) {
      setIsPreparing(true);
      photo = await shrinkPhoto(chosen);
      if (current !== choice.current) return;
      setIsPreparing(false);
    }
    const problem = imageFileProblem(photo);
    if (problem) {
      setError(problem);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setError(null);
    setFile(photo);
  }

  function removeFile() {
    choice.current += 1;
    setIsPreparing(false);
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createPostSchema.safeParse({ text, mealId, hasImage: file !== null });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      document.getElementById(ids.text)?.focus();
      return;
    }
    const form = new FormData();
    form.set('text', parsed.data.text);
    if (parsed.data.mealId) form.set('mealId', parsed.data.mealId);
    if (file) form.set('image', file);
    setError(null);
    createPost.mutate(form, {
      onSuccess: () => {
        reset();
        onOpenChange(false);
      },
      onError: (failure) => setError(`Failed to create post: ${failure.message}`),
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="Create Post" description="Share what you're cooking with the community">
        <form noValidate onSubmit={submit} aria-label="Create Post">
          <fieldset disabled={createPost.isPending} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.text} className="text-sm font-semibold text-ink">
                What are you cooking?
              </label>
              <Textarea
                id={ids.text}
                name="text"
                // Opening 'Create Post' is asking to write: the keyboard starts in the text.
                autoFocus
                rows={4}
                placeholder="Tell everyone about your dish..."
                value={text}
                aria-describedby={error ? ids.error : undefined}
                onChange={(event) => setText(event.target.value)}
              />
            </div>

            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-semibold text-ink">Photo</span>
              {preview ? (
                <div className="relative">
                  {/* Its box is held before the picture loads (4:3, cropped to fit): the
                      Recipe picker and Post below no longer jump down under a finger. */}
                  <img
                    src={preview}
                    alt="Preview of your upload"
                    width={400}
                    height={300}
                    className="aspect-[4/3] h-auto max-h-56 w-full rounded-2xl bg-surface-sunken object-cover"
                  />
                  <Button
                    variant="secondary"
                    size="icon-sm"
                    className="absolute top-2 right-2"
                    aria-label="Remove photo"
                    onClick={removeFile}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
              ) : null}
              <input
                ref={fileInput}
                id={ids.image}
                type="file"
                accept="image/*"
                className="peer sr-only"
                onChange={(event) => chooseFile(event.target.files?.[0])}
              />
              <label
                htmlFor={ids.image}
                className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-[var(--radius-control)] border-2 border-dashed border-line-strong text-sm font-semibold text-ink-muted transition-colors hover:border-primary hover:text-primary peer-focus-visible:border-primary peer-focus-visible:outline-3 peer-focus-visible:-outline-offset-1 peer-focus-visible:outline-focus"
              >
                {isPreparing ? <Spinner /> : <ImagePlus aria-hidden="true" className="size-5" />}
                {isPreparing ? 'Preparing photo...' : file ? 'Choose another photo' : 'Add a photo'}
              </label>
            </div>

            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.meal} className="text-sm font-semibold text-ink">
                Recipe
              </label>
              {/* Only a library past the first answer's 500 meals needs a search box. */}
              {isCapped ? (
                <>
                  <label htmlFor={ids.mealSearch} className="sr-only">
                    Find a recipe
                  </label>
                  <Input
                    id={ids.mealSearch}
                    type="search"
                    placeholder="Find a recipe by name"
                    value={mealQuery}
                    onChange={(event) => setMealQuery(event.target.value)}
                  />
                </>
              ) : null}
              <select
                id={ids.meal}
                name="mealId"
                value={mealId}
                onChange={(event) => {
                  setMealId(event.target.value);
                  setChosenMeal(mealOptions.find((meal) => meal.id === event.target.value) ?? null);
                }}
                className={cn('h-11', controlClasses)}
              >
                <option value={NONE}>None</option>
                {mealOptions.map((meal) => (
                  <option key={meal.id} value={meal.id}>
                    {mealChoiceLabel(meal)}
                  </option>
                ))}
              </select>
              {isCapped && mealQuery.trim() !== '' && found.length === 0 && !isSearching ? (
                <p className="text-sm text-ink-muted">No meals found</p>
              ) : null}
              {meals.isPending && open ? (
                <p className="text-sm text-ink-muted">Loading your meals...</p>
              ) : null}
              {meals.isError ? (
                <p className="text-sm text-ink-muted">
                  Your meals could not be loaded; you can still post without one.
                </p>
              ) : null}
            </div>

            {error ? (
              <p
                id={ids.error}
                role="alert"
                className="rounded-xl bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
              >
                {error}
              </p>
            ) : null}
          </fieldset>
          <DialogFooter>
            <Button
              variant="secondary"
              disabled={createPost.isPending}
              onClick={() => close(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={createPost.isPending || isPreparing}>
              {createPost.isPending ? <Spinner /> : null}
              {createPost.isPending ? 'Posting' : 'Post'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
