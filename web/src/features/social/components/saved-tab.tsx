import { useInfiniteQuery } from '@tanstack/react-query';
import { isWaitingForNetwork, NeedsConnection } from '../../../components/needs-connection.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { savedRecipesQueryOptions } from '../api/profiles.ts';
import { LoadError } from './load-error.tsx';
import { LoadMore } from './load-more.tsx';
import { MealCarousel } from './meal-carousel.tsx';
import { PostList } from './post-list.tsx';

/** One's own profile, 'Saved': the recipes and the posts one saved, most recent first. */
export function SavedTab() {
  const recipes = useInfiniteQuery(savedRecipesQueryOptions);
  const saved = recipes.data?.pages.flatMap((page) => page.recipes) ?? [];

  let recipeBody: React.ReactNode;
  if (isWaitingForNetwork(recipes)) {
    recipeBody = (
      <NeedsConnection text="Your saved recipes have not been opened on this device yet: they need a connection." />
    );
  } else if (recipes.isPending) {
    recipeBody = (
      <div className="flex justify-center py-6">
        <Spinner label="Loading saved recipes" />
      </div>
    );
  } else if (recipes.isError) {
    recipeBody = (
      <LoadError text="We could not load your saved recipes." onRetry={() => recipes.refetch()} />
    );
  } else {
    recipeBody = (
      <>
        <MealCarousel title="Saved Recipes" meals={saved} emptyText="No saved recipes yet" />
        {saved.length > 0 ? (
          <p className="text-sm text-ink-muted">
            To cook one, open a list and choose 'Add Existing Meals': saved recipes are there.
          </p>
        ) : null}
        <LoadMore
          hasMore={recipes.hasNextPage}
          isLoading={recipes.isFetchingNextPage}
          onLoad={() => recipes.fetchNextPage()}
          label="More saved recipes"
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">{recipeBody}</div>
      <section aria-labelledby="saved-posts-heading" className="flex flex-col gap-2">
        <h3 id="saved-posts-heading" className="font-display text-lg font-bold text-ink">
          Saved Posts
        </h3>
        <PostList
          kind="saved"
          empty={{
            title: 'No saved posts yet',
            text: 'Tap the bookmark on a post in the feed to keep it here.',
          }}
        />
      </section>
    </div>
  );
}
