import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';

// The two forms bring the ingredient parser and the import schemas; the list screen loads
// them only when someone picks one of these ways of adding a meal.
const LazyTextMealForm = lazy(async () => ({
  default: (await import('./text-meal-form.tsx')).TextMealForm,
}));
const LazyUrlImportForm = lazy(async () => ({
  default: (await import('./url-import-form.tsx')).UrlImportForm,
}));

function Loading() {
  return (
    <div className="flex justify-center py-10 text-primary">
      <Spinner label="Loading..." />
    </div>
  );
}

/** 'Convert text to meal', for the add-meal dialog. */
export function TextMealMethod(props: AddMealMethodProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyTextMealForm {...props} />
    </Suspense>
  );
}

/** 'Import from URL', for the add-meal dialog. */
export function UrlImportMethod(props: AddMealMethodProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyUrlImportForm {...props} />
    </Suspense>
  );
}
