import { COLUMN_PHOTO_SIZES, formatQuantity, type MealDetail, scaleQuantity } from '@forkcast/core';
import { ChefHat, Clock, PencilLine, Refrigerator, Search } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { MealImage } from '../../../components/meal-image.tsx';
import { isWaitingForNetwork, NeedsConnection } from '../../../components/needs-connection.tsx';
import { DirectionsEditor } from '../../../components/recipe/directions-editor.tsx';
import { IngredientRowsEditor } from '../../../components/recipe/ingredient-rows-editor.tsx';
import {
  fromDirectionRows,
  fromIngredientRows,
  ingredientsProblem,
  toDirectionRows,
  toIngredientRows,
} from '../../../components/recipe/recipe-rows.ts';
import { ServingsField } from '../../../components/recipe/servings-field.tsx';
import { SourceLink, sourceHost } from '../../../components/recipe/source-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useFirstDrawInTransition } from '../../../components/use-first-draw-in-transition.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ANY_LIST, paths } from '../../../lib/paths.ts';
import { useScreenHeader } from '../../../lib/screen-header.ts';
import {
  useMeal,
  useReplaceIngredients,
  useUpdateDirections,
  useUpdateServings,
} from '../api/meals.ts';
import { NutritionPanel } from './nutrition-panel.tsx';

export type MealDetailScreenProps = {
  /** A list id, or 'any' for the read-only view across the user's lists. */
  listId: string;
  mealId: string;
  /** Like and save buttons (social feature). */
  renderReactions?: (meal: MealDetail) => ReactNode;
  /** Preparation mode (planning feature), shown instead of the recipe while cooking. */
  renderPrepMode?: (props: { meal: MealDetail; onExit: () => void }) => ReactNode;
};

/** Where Back goes: where the meal was opened from, else its list (spec route table). */
function useBackTarget(listId: string): string {
  const state = useLocation().state as { from?: unknown } | null;
  if (typeof state?.from === 'string' && state.from.startsWith('/')) return state.from;
  return listId === ANY_LIST ? paths.dashboard : paths.list(listId);
}

/** /list/{listId}/meal/{mealId} and /list/any/meal/{mealId}. */
export function MealDetailScreen(props: MealDetailScreenProps) {
  const { listId, mealId } = props;
  const meal = useMeal(mealId, listId);
  // The recipe's first draw is a transition (no long task): until then, still looking.
  const shown = useFirstDrawInTransition(meal.data);
  const backTo = useBackTarget(listId);
  useScreenHeader({ title: shown?.name ?? 'Recipe', backTo });

  if (isWaitingForNetwork(meal)) {
    return (
      <NeedsConnection text="This recipe has not been opened on this device yet: it needs a connection." />
    );
  }
  // Until the answer is drawn (a moment after it arrives), the recipe is still looked for.
  if (meal.isPending || (shown === undefined && !meal.isError)) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-ink-muted">
        <Spinner className="size-7 text-primary" />
        <p className="font-display text-lg font-bold text-ink">Looking for recipe...</p>
      </div>
    );
  }
  if (meal.isError) {
    const isMissing = meal.error instanceof ApiError && meal.error.status === 404;
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <Search aria-hidden="true" className="size-10 text-primary" />
        <h2 className="font-display text-xl font-bold text-ink">
          {isMissing ? 'Could not find this recipe' : 'We could not load this recipe'}
        </h2>
        <p className="max-w-xs break-all text-sm text-ink-muted">
          {isMissing ? `Recipe ID: ${mealId}` : meal.error.message}
        </p>
        <div className="flex gap-2">
          {isMissing ? null : <Button onClick={() => meal.refetch()}>Try again</Button>}
          <Link to={backTo} className={buttonClasses('secondary')}>
            Go back
          </Link>
        </div>
      </div>
    );
  }
  return <LoadedMeal {...props} meal={shown ?? meal.data} />;
}

function LoadedMeal({
  meal,
  listId,
  renderReactions,
  renderPrepMode,
}: MealDetailScreenProps & { meal: MealDetail }) {
  const [isPreparing, setPreparing] = useState(false);
  const [tab, setTab] = useState('recipe');
  const isReadOnly = listId === ANY_LIST || meal.list === null;
  const prepareButton = useRef<HTMLButtonElement>(null);
  const hasLeftPrepMode = useRef(false);

  // Leaving preparation mode takes its Exit button away: the keyboard goes back to 'Prepare',
  // where the cook left the recipe, rather than to the top of the page.
  useEffect(() => {
    if (isPreparing || !hasLeftPrepMode.current) return;
    hasLeftPrepMode.current = false;
    prepareButton.current?.focus();
  }, [isPreparing]);

  if (isPreparing && renderPrepMode) {
    return (
      <>
        {renderPrepMode({
          meal,
          onExit: () => {
            hasLeftPrepMode.current = true;
            setPreparing(false);
          },
        })}
      </>
    );
  }

  return (
    <article className="flex flex-col gap-4">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Recipe views">
          <TabsTrigger value="recipe">Recipe</TabsTrigger>
          <TabsTrigger value="nutrition">Nutrition</TabsTrigger>
        </TabsList>
        <TabsContent value="recipe" className="flex flex-col gap-5">
          <RecipeHeader meal={meal} reactions={renderReactions?.(meal)} />
          {isReadOnly ? null : <Servings meal={meal} />}
          <Ingredients meal={meal} canEdit={meal.canEdit && !isReadOnly} />
          <Directions
            meal={meal}
            canEdit={meal.canEdit}
            prepareButton={prepareButton}
            onPrepare={() => {
              if (renderPrepMode) setPreparing(true);
              else toast.info('Preparation mode is warming up: it will be ready soon.');
            }}
          />
        </TabsContent>
        <TabsContent value="nutrition">
          {tab === 'nutrition' ? (
            <NutritionPanel
              mealId={meal.id}
              ingredientNames={meal.ingredients.map((i) => i.name)}
              canChooseFoods={meal.canEdit}
            />
          ) : null}
        </TabsContent>
      </Tabs>
    </article>
  );
}

function RecipeHeader({ meal, reactions }: { meal: MealDetail; reactions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-[var(--radius-card)] bg-primary-soft">
        <MealImage
          src={meal.imageUrl}
          alt={meal.name}
          sizes={COLUMN_PHOTO_SIZES}
          // The screen's largest picture: fetched first (and preloaded with the page, with the
          // same sizes, decision 033).
          fetchPriority="high"
          className="aspect-[16/10] w-full"
          iconClassName="size-14 opacity-70"
        />
      </div>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-2xl leading-tight font-bold break-words text-ink">
            {meal.name}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {meal.creator?.username ? (
              <>
                By{' '}
                <Link
                  to={paths.userProfile(meal.creator.id)}
                  className="font-semibold text-primary hover:underline"
                >
                  @{meal.creator.username}
                </Link>
              </>
            ) : (
              'By a Forkcast cook'
            )}
            {sourceHost(meal.source) ? (
              <>
                {' · from '}
                <SourceLink source={meal.source} />
              </>
            ) : null}
          </p>
        </div>
        {reactions}
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {meal.cookTimeMinutes} min
        </span>
        <span className="inline-flex items-center gap-1">
          <Refrigerator aria-hidden="true" className="size-4" />
          Keeps {meal.fridgeLifeDays} {meal.fridgeLifeDays === 1 ? 'day' : 'days'}
        </span>
      </p>
      {meal.description ? (
        <p className="whitespace-pre-line break-words text-ink">{meal.description}</p>
      ) : null}
    </header>
  );
}

function Servings({ meal }: { meal: MealDetail }) {
  const update = useUpdateServings(meal.list?.id ?? '', meal.id);
  return (
    <ServingsField
      value={meal.servings}
      onChange={(servings) =>
        update.mutate(servings, {
          onError: (error) => toast.error(`Failed to update servings: ${error.message}`),
        })
      }
    />
  );
}

/** The 'Edit' button in a section's heading; its accessible name says which section. */
function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <PencilLine aria-hidden="true" />
      Edit
    </Button>
  );
}

/** Cancel and Save under an editor; both wait while the save runs. */
function EditActions({
  saveLabel,
  isPending,
  onCancel,
  onSave,
}: {
  saveLabel: string;
  isPending: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" disabled={isPending} onClick={onCancel}>
        Cancel
      </Button>
      <Button size="sm" disabled={isPending} onClick={onSave}>
        {isPending ? <Spinner /> : null}
        {saveLabel}
      </Button>
    </div>
  );
}

function SectionHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h3 id={id} className="font-display text-lg font-bold text-ink">
        {title}
      </h3>
      {action}
    </div>
  );
}

function Ingredients({ meal, canEdit }: { meal: MealDetail; canEdit: boolean }) {
  const [rows, setRows] = useState<ReturnType<typeof toIngredientRows> | null>(null);
  const replace = useReplaceIngredients(meal.id);

  function save() {
    if (!rows) return;
    const problem = ingredientsProblem(rows);
    if (problem) {
      toast.error(problem);
      return;
    }
    replace.mutate(fromIngredientRows(rows), {
      onSuccess: () => {
        toast.success('Ingredients updated');
        setRows(null);
      },
      onError: () => toast.error('Failed to update meal ingredients'),
    });
  }

  return (
    <section aria-labelledby="ingredients-heading" className="flex flex-col gap-2">
      <SectionHeading
        id="ingredients-heading"
        title="Ingredients"
        action={
          canEdit && !rows ? (
            <EditButton
              label="Edit ingredients"
              onClick={() => setRows(toIngredientRows(meal.ingredients))}
            />
          ) : null
        }
      />
      {rows ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-muted">
            Amounts for {meal.originalServings}{' '}
            {meal.originalServings === 1 ? 'serving' : 'servings'}, as the recipe is written.
          </p>
          <IngredientRowsEditor rows={rows} onChange={setRows} disabled={replace.isPending} />
          <EditActions
            saveLabel="Save Ingredients"
            isPending={replace.isPending}
            onCancel={() => setRows(null)}
            onSave={save}
          />
        </div>
      ) : (
        // One amount column as wide as the widest amount ('2 tablespoons'), up to 45%: a fixed
        // 5rem ran words such as 'teaspoons' into the ingredient's name.
        <ul className="grid grid-cols-[fit-content(45%)_minmax(0,1fr)] gap-x-3 divide-y divide-line rounded-2xl border border-line bg-surface-raised">
          {meal.ingredients.map((ingredient) => {
            const amount = scaleQuantity(ingredient.quantity, meal.servings, meal.originalServings);
            return (
              <li
                key={ingredient.id}
                className="col-span-2 grid grid-cols-subgrid items-baseline px-4 py-2.5"
              >
                <span className="break-words font-semibold text-ink tabular-nums">
                  {amount > 0 ? formatQuantity(amount) : ''}
                  {/* 'unit' is the spec's default for a plain count: '3 eggs', not '3 unit eggs'. */}
                  {ingredient.unit && ingredient.unit !== 'unit' ? ` ${ingredient.unit}` : ''}
                </span>
                <span className="min-w-0 break-words text-ink">{ingredient.name}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Directions({
  meal,
  canEdit,
  prepareButton,
  onPrepare,
}: {
  meal: MealDetail;
  canEdit: boolean;
  prepareButton?: RefObject<HTMLButtonElement | null>;
  onPrepare: () => void;
}) {
  const [rows, setRows] = useState<ReturnType<typeof toDirectionRows> | null>(null);
  const update = useUpdateDirections(meal.id);
  const hasSteps = meal.directions.length > 0;

  function save() {
    if (!rows) return;
    const directions = fromDirectionRows(rows);
    if (directions.length === 0) {
      toast.error('Please add at least one step');
      return;
    }
    update.mutate(directions, {
      onSuccess: () => {
        toast.success('Directions updated');
        setRows(null);
      },
      onError: (error) => toast.error(`Failed to update directions: ${error.message}`),
    });
  }

  function startEditing() {
    if (!canEdit) {
      toast.info('Only the cook who created this recipe can add steps.');
      return;
    }
    setRows(toDirectionRows(meal.directions));
  }

  return (
    <section aria-labelledby="directions-heading" className="flex flex-col gap-2">
      <SectionHeading
        id="directions-heading"
        title="Directions"
        action={
          canEdit && !rows && hasSteps ? (
            <EditButton label="Edit directions" onClick={startEditing} />
          ) : null
        }
      />
      {rows ? (
        <div className="flex flex-col gap-3">
          <DirectionsEditor rows={rows} onChange={setRows} disabled={update.isPending} />
          <EditActions
            saveLabel="Save Directions"
            isPending={update.isPending}
            onCancel={() => setRows(null)}
            onSave={save}
          />
        </div>
      ) : hasSteps ? (
        <ol className="flex flex-col gap-3">
          {meal.directions.map((step, index) => (
            <li
              // Steps can repeat word for word; their position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: steps have no ids
              key={index}
              className="flex gap-3"
            >
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary"
              >
                {index + 1}
              </span>
              <p className="min-w-0 break-words pt-0.5 text-ink">{step}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-ink-muted">This recipe has no cooking steps yet.</p>
      )}
      {rows ? null : hasSteps ? (
        <Button
          ref={prepareButton}
          size="lg"
          // A meal's name is often longer than a phone's button: it wraps instead of running
          // out of the button (and the page) on both sides.
          className="mt-2 h-auto! min-h-13 w-full whitespace-normal! py-2.5 text-center leading-snug"
          onClick={onPrepare}
        >
          <ChefHat aria-hidden="true" />
          <span className="min-w-0 break-words">Prepare {meal.name}</span>
        </Button>
      ) : (
        <Button size="lg" variant="outline" className="mt-2 w-full" onClick={startEditing}>
          <PencilLine aria-hidden="true" />
          Edit Recipe to Add Cooking Steps
        </Button>
      )}
    </section>
  );
}
