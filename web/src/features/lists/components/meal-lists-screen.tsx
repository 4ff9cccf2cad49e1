import type { ListSummary } from '@forkcast/core';
import { CalendarDays, ChefHat, LogOut, Plus, Trash2, Users, UtensilsCrossed } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isWaitingForNetwork, NeedsConnection } from '../../../components/needs-connection.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useLists } from '../api/lists.ts';
import { CreateListDialog } from './create-list-dialog.tsx';
import { DeleteOrLeaveDialog } from './delete-or-leave-dialog.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /dashboard: 'Your Meal Lists', one card per list, newest first. */
export function MealListsScreen({ currentUserId }: { currentUserId: string }) {
  const lists = useLists();
  const [isCreating, setCreating] = useState(false);
  const cards = useRef<HTMLUListElement>(null);
  const newListButton = useRef<HTMLButtonElement>(null);
  // A deleted or left list's card leaves with the button that had the keyboard, which then fell
  // to the page's top: once the card has gone, the next card takes it (the one before for the
  // last card), or New List when none is left.
  // The dashboard may have been read again before or after the delete's answer is handled.
  const [removed, setRemoved] = useState<{ id: string; index: number } | null>(null);
  useEffect(() => {
    if (!removed || !lists.data || lists.data.some((list) => list.id === removed.id)) return;
    setRemoved(null);
    const links = cards.current?.querySelectorAll<HTMLElement>(':scope > li a[href]') ?? [];
    (links[Math.min(removed.index, links.length - 1)] ?? newListButton.current)?.focus();
  }, [lists.data, removed]);

  let body: React.ReactNode;
  if (isWaitingForNetwork(lists)) {
    body = (
      <NeedsConnection text="Your meal lists have not been opened on this device yet: they need a connection." />
    );
  } else if (lists.isPending) {
    body = (
      <div className="flex items-center justify-center gap-2 py-12 text-ink-muted">
        <Spinner label="Loading your meal lists" />
        <span aria-hidden="true">Gathering your meal lists...</span>
      </div>
    );
  } else if (lists.isError) {
    body = (
      <EmptyState
        title="We could not load your meal lists"
        text={lists.error.message}
        action={<Button onClick={() => lists.refetch()}>Try again</Button>}
      />
    );
  } else if (lists.data.length === 0) {
    body = (
      <EmptyState
        icon={<ChefHat />}
        title="Start Your Culinary Journey!"
        text="Create your first meal list to start planning delicious meals for the week."
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Create Your First List
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul ref={cards} className="flex flex-col gap-3">
        {lists.data.map((list, index) => (
          <li key={list.id}>
            <ListCard
              list={list}
              currentUserId={currentUserId}
              onRemoved={() => setRemoved({ id: list.id, index })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="lists-heading" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="lists-heading" className="text-sm font-semibold text-ink-muted">
          {lists.data && lists.data.length > 0
            ? plural(lists.data.length, 'meal list', 'meal lists')
            : 'Plan, cook and share'}
        </h2>
        <Button ref={newListButton} size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          New List
        </Button>
      </div>
      {body}
      {isCreating ? <CreateListDialog onClose={() => setCreating(false)} /> : null}
    </section>
  );
}

function ListCard({
  list,
  currentUserId,
  onRemoved,
}: {
  list: ListSummary;
  currentUserId: string;
  /** After the list was deleted or left. */
  onRemoved: () => void;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const isOwner = list.role === 'owner';

  return (
    <Card className="relative flex items-center gap-3 p-4 transition-shadow has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-focus hover:shadow-[var(--shadow-raised)]">
      <div
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary"
      >
        <UtensilsCrossed className="size-6" />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-display text-lg font-bold text-ink">
          {/* The whole card is the link (the ::after covers it); the delete button sits above. */}
          <Link
            to={paths.list(list.id)}
            data-list-id={list.id}
            className="outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-['']"
          >
            {list.name}
          </Link>
        </h3>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span>{plural(list.mealCount, 'meal', 'meals')}</span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            {list.scheduledCount} scheduled
          </span>
          {list.memberCount > 1 ? (
            <Badge variant={isOwner ? 'accent' : 'primary'}>
              <Users aria-hidden="true" />
              {isOwner
                ? `Shared with ${list.memberCount - 1}`
                : `Shared by @${list.owner.username}`}
            </Badge>
          ) : null}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="relative z-10 text-ink-muted hover:text-danger"
        aria-label={isOwner ? `Delete ${list.name}` : `Leave ${list.name}`}
        onClick={() => setConfirming(true)}
      >
        {isOwner ? <Trash2 aria-hidden="true" /> : <LogOut aria-hidden="true" />}
      </Button>
      <DeleteOrLeaveDialog
        list={list}
        currentUserId={currentUserId}
        open={isConfirming}
        onOpenChange={setConfirming}
        onDone={onRemoved}
      />
    </Card>
  );
}
