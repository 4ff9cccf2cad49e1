import { lazyPart } from '../../../components/lazy-part.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';

// The two forms bring the ingredient parser and the import schemas; the list screen loads
// them only when someone picks one of these ways of adding a meal.

/** 'Convert text to meal', for the add-meal dialog. */
export const TextMealMethod = lazyPart<AddMealMethodProps>(
  async () => (await import('./text-meal-form.tsx')).TextMealForm,
);

/** 'Import from URL', for the add-meal dialog. */
export const UrlImportMethod = lazyPart<AddMealMethodProps>(
  async () => (await import('./url-import-form.tsx')).UrlImportForm,
);
