import { useQuery } from '@tanstack/react-query';
import { Bookmark, Heart } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { recipeReactionsQueryOptions, useRecipeReaction } from '../api/profiles.ts';
import { reactionErrorText } from '../lib/error-text.ts';
import { ReactionButton } from './reaction-button.tsx';

/**
 * The meal detail's like and save buttons, with the like count (spec section 2). Each button
 * is disabled while its request runs; the toasts are the spec's (section 8).
 */
export function RecipeReactions({ mealId }: { mealId: string }) {
  const reactions = useQuery(recipeReactionsQueryOptions(mealId));
  const like = useRecipeReaction(mealId, 'like');
  const save = useRecipeReaction(mealId, 'save');
  const state = reactions.data;

  function toggleLike() {
    if (!state) return;
    const isOn = !state.isLiked;
    like.mutate(isOn, {
      onSuccess: () => toast.success(isOn ? 'Liked recipe!' : 'Removed like from recipe'),
      onError: (error) =>
        toast.error(
          reactionErrorText(error, 'Failed to update like', 'Please login to like recipes'),
        ),
    });
  }

  function toggleSave() {
    if (!state) return;
    const isOn = !state.isSaved;
    save.mutate(isOn, {
      onSuccess: () => toast.success(isOn ? 'Saved recipe!' : 'Removed from saved recipes'),
      onError: (error) =>
        toast.error(
          reactionErrorText(error, 'Failed to save recipe', 'Please login to save recipes'),
        ),
    });
  }

  // Until the state is known the buttons wait; a failed read leaves them out of the way.
  const isUnknown = !state;
  return (
    <div className="flex items-center gap-2">
      <ReactionButton
        icon={Heart}
        label="Like"
        count={state?.likeCount ?? 0}
        isOn={state?.isLiked ?? false}
        isPending={isUnknown || like.isPending}
        onClick={toggleLike}
        onClass="text-danger"
        variant="secondary"
      />
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={state?.isSaved ?? false}
        disabled={isUnknown || save.isPending}
        onClick={toggleSave}
        className={cn(state?.isSaved && 'text-primary')}
      >
        <Bookmark aria-hidden="true" className={cn(state?.isSaved && 'fill-current')} />
        {state?.isSaved ? 'Saved' : 'Save'}
      </Button>
    </div>
  );
}
