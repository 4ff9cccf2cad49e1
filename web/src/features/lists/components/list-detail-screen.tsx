import type { ListDetail, ListMealCard } from '@forkcast/core';
import {
  CalendarDays,
  LogOut,
  MoreVertical,
  PencilLine,
  Plus,
  ShoppingBasket,
  Trash2,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isWaitingForNetwork, NeedsConnection } from '../../../components/needs-connection.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { withAction } from '../../../components/ui/toaster.tsx';
import { useFirstDrawInTransition } from '../../../components/use-first-draw-in-transition.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useScreenHeader } from '../../../lib/screen-header.ts';
import { useKeptScrollLeft } from '../../../lib/use-kept-scroll-left.ts';
import { useRowWindow } from '../../../lib/use-row-window.ts';
import {
  useList,
  useListLeftHere,
  useRemoveMealFromList,
  useRestoreMealToList,
} from '../api/lists.ts';
import { AddMealDialog, type AddMealMethods } from './add-meal-dialog.tsx';
import { DeleteOrLeaveDialog } from './delete-or-leave-dialog.tsx';
import { MealCard } from './meal-card.tsx';
import { MembersDialog } from './members-dialog.tsx';
import { RenameListDialog } from './rename-list-dialog.tsx';

const TABS = ['meals', 'shopping', 'schedule'] as const;
type Tab = (typeof TABS)[number];

export type ListDetailScreenProps = {
  listId: string;
  currentUserId: string;
  /** Ways of adding a meal that other features provide. */
  addMealMethods: AddMealMethods;
  /** The Shopping List tab's content (planning feature). */
  renderShoppingTab?: (list: ListDetail) => ReactNode;
  /** The Schedule tab's content (planning feature). */
  renderScheduleTab?: (list: ListDetail) => ReactNode;
  /** Extra buttons on each meal card (the schedule popover). */
  renderMealCardActions?: (list: ListDetail, meal: ListMealCard) => ReactNode;
};

/**
 * /list/{listId}: the list's name as the title, Back to the dashboard, an add button and the
 * tabs Meals, Shopping List and Schedule (kept in the address, so Back from a meal returns to
 * the tab it was opened from). A list the user cannot see sends them to the dashboard.
 */
export function ListDetailScreen(props: ListDetailScreenProps) {
  const { listId } = props;
  const list = useList(listId);
  // The list's first draw is a transition (no long task): until then, still opening.
  const shown = useFirstDrawInTransition(list.data);
  const leftHere = useListLeftHere(listId, list.dataUpdatedAt);
  useScreenHeader({ title: shown?.name, backTo: paths.dashboard });

  if (isWaitingForNetwork(list)) {
    return (
      <NeedsConnection text="This list has not been opened on this device yet: it needs a connection." />
    );
  }
  if (list.isPending || (shown === undefined && !list.isError)) {
    return (
      <div className="flex items-center justify-center gap-2 py-16 text-ink-muted">
        <Spinner label="Loading the list" />
        <span aria-hidden="true">Opening the pantry...</span>
      </div>
    );
  }
  if (list.isError) {
    if (list.error instanceof ApiError && list.error.status === 404) {
      // Deleted or left from this screen: its dialog (still open while the answer is on its
      // way) says so and goes to the dashboard. Not 'could not be found' on top.
      if (leftHere === 'pending' && list.data) return <LoadedList {...props} list={list.data} />;
      if (leftHere === 'done') return <Navigate to={paths.dashboard} replace />;
      // A list that was open here and is gone now (its owner deleted it, or took this cook
      // off it) says so; an address to a list that never opened could not be found.
      return <NotFoundRedirect wasOpen={list.data !== undefined} />;
    }
    return (
      <EmptyState
        title="We could not load this list"
        text={list.error.message}
        action={<Button onClick={() => list.refetch()}>Try again</Button>}
      />
    );
  }
  return <LoadedList {...props} list={shown ?? list.data} />;
}

/** A card's width plus the row's gap: 200 px cards, 250 px from the `sm` breakpoint, 12 px gap. */
const PHONE_CARD_STRIDE = 200 + 12;
const cardStride = () =>
  window.matchMedia('(min-width: 40rem)').matches ? 250 + 12 : PHONE_CARD_STRIDE;

/**
 * The sideways row of meal cards. A long list renders only the cards near the screen (and
 * empty space of the same width for the rest), so 500 meals cost what a screenful does.
 */
function MealRow({
  listId,
  meals,
  children,
}: {
  listId: string;
  meals: ListMealCard[];
  children: (meal: ListMealCard, index: number) => ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const scrollLeft = useKeptScrollLeft(ref, `meal-row:${listId}`);
  const { start, end, before, after } = useRowWindow(
    ref,
    meals.length,
    cardStride,
    scrollLeft,
    PHONE_CARD_STRIDE,
  );
  // The same cards for the same window: the row draws again once the app has taken a drawn
  // screen over (useRowWindow), and its cards, each with its menus and icons, need not.
  const cards = useMemo(
    () =>
      meals.slice(start, end).map((meal, i) => (
        <li key={meal.id} className="flex shrink-0 snap-start">
          {children(meal, start + i)}
        </li>
      )),
    [meals, start, end, children],
  );
  const spacer = (items: number) =>
    items > 0 ? (
      <li
        aria-hidden="true"
        className="shrink-0"
        style={{ width: `calc(${items} * (var(--meal-card-width) + 0.75rem) - 0.75rem)` }}
      />
    ) : null;
  return (
    <ul
      ref={ref}
      aria-label="Meals"
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 [--meal-card-width:200px] sm:[--meal-card-width:250px]"
    >
      {spacer(before)}
      {cards}
      {spacer(after)}
    </ul>
  );
}

/**
 * A phone (and the app's column on a wide screen) shows the first card and part of the
 * second before any swipe: those pictures are fetched at once, the first ahead of the rest.
 */
const pictureOf = (index: number): 'first' | 'eager' | 'lazy' =>
  index === 0 ? 'first' : index === 1 ? 'eager' : 'lazy';

function NotFoundRedirect({ wasOpen }: { wasOpen: boolean }) {
  useEffect(() => {
    toast.error(
      wasOpen
        ? 'This meal list was deleted or is no longer shared with you'
        : 'That meal list could not be found',
    );
  }, [wasOpen]);
  return <Navigate to={paths.dashboard} replace />;
}

function LoadedList({
  list,
  currentUserId,
  addMealMethods,
  renderShoppingTab,
  renderScheduleTab,
  renderMealCardActions,
}: ListDetailScreenProps & { list: ListDetail }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'meals';
  const [isAdding, setAdding] = useState(false);
  const [isSharing, setSharing] = useState(false);
  const [isRenaming, setRenaming] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const removeMeal = useRemoveMealFromList(list.id);
  const putBack = useRestoreMealToList(list.id);
  const isOwner = list.role === 'owner';
  const here = `${location.pathname}${location.search}`;

  function selectTab(next: string) {
    setSearchParams(next === 'meals' ? {} : { tab: next }, { replace: true });
  }

  function remove(meal: ListMealCard) {
    removeMeal.mutate(meal.id, {
      onSuccess: () =>
        toast.success(
          'Meal removed from list',
          withAction({
            label: 'Undo',
            onClick: () =>
              putBack.mutate(meal.id, {
                onError: (error) => toast.error(`Failed to add meal to list: ${error.message}`),
              }),
          }),
        ),
      onError: (error) => toast.error(`Failed to remove meal: ${error.message}`),
    });
  }

  const comingSoon = (what: string) => (
    <EmptyState
      title={`${what} is on its way`}
      text="Our chefs are still setting up this station. Check back soon!"
    />
  );

  return (
    <div className="flex flex-col gap-4">
      {/* Wraps with large text: 'Add Meal' went off the screen's edge at a 24 px font. */}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => setSharing(true)}>
          <Users aria-hidden="true" />
          {list.members.length > 1 ? `Shared · ${list.members.length}` : 'Share'}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label="List options"
            className="inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-surface-sunken"
          >
            <MoreVertical aria-hidden="true" className="size-5" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {isOwner ? (
              <DropdownMenuItem onSelect={() => setRenaming(true)}>
                <PencilLine aria-hidden="true" />
                Rename list
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem variant="danger" onSelect={() => setConfirmingDelete(true)}>
              {isOwner ? <Trash2 aria-hidden="true" /> : <LogOut aria-hidden="true" />}
              {isOwner ? 'Delete list' : 'Leave list'}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button size="sm" className="ml-auto" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Meal
        </Button>
      </div>

      <Tabs value={tab} onValueChange={selectTab}>
        {/* The three names with their icons need 380 px: a narrower phone (390 px and less, 32
            of them the page's margins) shows the names alone rather than cut 'Schedule' off. */}
        <TabsList aria-label="List views" className="max-[26rem]:[&_svg]:hidden">
          <TabsTrigger value="meals">
            <UtensilsCrossed aria-hidden="true" />
            Meals
          </TabsTrigger>
          <TabsTrigger value="shopping">
            <ShoppingBasket aria-hidden="true" />
            Shopping List
          </TabsTrigger>
          <TabsTrigger value="schedule">
            <CalendarDays aria-hidden="true" />
            Schedule
          </TabsTrigger>
        </TabsList>
        <TabsContent value="meals">
          {list.meals.length === 0 ? (
            <EmptyState
              icon={<UtensilsCrossed />}
              title="No meals added yet"
              text="Add a recipe by hand, paste one in, import it from a website or let our AI chef suggest one."
              action={
                <Button onClick={() => setAdding(true)}>
                  <Plus aria-hidden="true" />
                  Add Your First Meal
                </Button>
              }
            />
          ) : (
            // A row that scrolls sideways, as cards of the spec's fixed width (200 px, 250 px
            // on wider screens) fit one to a phone's width; each card snaps into place.
            <>
              <p className="mb-2 text-sm text-ink-muted">
                {list.meals.length} {list.meals.length === 1 ? 'meal' : 'meals'}
                {list.meals.length > 1 ? ' · swipe for more' : ''}
              </p>
              <MealRow listId={list.id} meals={list.meals}>
                {(meal, index) => (
                  <MealCard
                    meal={meal}
                    picture={pictureOf(index)}
                    to={paths.meal(list.id, meal.id)}
                    from={here}
                    actions={renderMealCardActions?.(list, meal)}
                    onRemove={() => remove(meal)}
                    isRemoving={removeMeal.isPending && removeMeal.variables === meal.id}
                  />
                )}
              </MealRow>
            </>
          )}
        </TabsContent>
        <TabsContent value="shopping">
          {renderShoppingTab ? renderShoppingTab(list) : comingSoon('The shopping list')}
        </TabsContent>
        <TabsContent value="schedule">
          {renderScheduleTab ? renderScheduleTab(list) : comingSoon('The schedule')}
        </TabsContent>
      </Tabs>

      <AddMealDialog
        listId={list.id}
        open={isAdding}
        onOpenChange={setAdding}
        methods={addMealMethods}
      />
      <MembersDialog list={list} open={isSharing} onOpenChange={setSharing} />
      {isRenaming ? (
        <RenameListDialog
          listId={list.id}
          currentName={list.name}
          onClose={() => setRenaming(false)}
        />
      ) : null}
      <DeleteOrLeaveDialog
        list={list}
        currentUserId={currentUserId}
        open={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
        onDone={() => navigate(paths.dashboard, { replace: true })}
      />
    </div>
  );
}
