import type { FeedTab } from '@forkcast/core';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, RefreshCw, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useFocusKeptWhileBusy } from '../../../lib/use-focus-kept-while-busy.ts';
import { socialKeys } from '../api/social-keys.ts';
import { CreatePostDialog } from './create-post-dialog.tsx';
import { PostList } from './post-list.tsx';

/**
 * /feed and /post/{postId}: 'Popular Meals' (default) and 'Following', a refresh button, the
 * settings button and the round button that opens 'Create Post'.
 */
export function FeedScreen({ highlightPostId }: { highlightPostId?: string }) {
  const client = useQueryClient();
  // The tab is in the address (?tab=following), like a list's tabs: back from a profile or a
  // recipe opened from Following comes back to Following, not to Popular.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: FeedTab = searchParams.get('tab') === 'following' ? 'following' : 'popular';
  const setTab = (next: string) =>
    setSearchParams(next === 'following' ? { tab: next } : {}, { replace: true });
  const [isCreating, setCreating] = useState(false);
  const [isRefreshing, setRefreshing] = useState(false);
  useFocusKeptWhileBusy(isRefreshing);

  async function refresh() {
    setRefreshing(true);
    try {
      // Back to the first page, fetched afresh: the newest and currently popular posts.
      const key = socialKeys.feed(tab);
      client.setQueryData<{ pages: unknown[]; pageParams: unknown[] }>(key, (data) =>
        data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
      await Promise.all([
        client.refetchQueries({ queryKey: key }),
        highlightPostId
          ? client.refetchQueries({ queryKey: socialKeys.post(highlightPostId) })
          : null,
      ]);
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <section aria-label="Feed" className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={isRefreshing} onClick={refresh}>
          <RefreshCw aria-hidden="true" className={cn(isRefreshing && 'animate-spin')} />
          {isRefreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
        <Link
          to={paths.settings}
          aria-label="Settings"
          className={buttonClasses('ghost', 'icon', 'ml-auto')}
        >
          <Settings aria-hidden="true" />
        </Link>
        <Button
          size="icon"
          aria-label="Create post"
          className="shadow-[var(--shadow-raised)]"
          onClick={() => setCreating(true)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Posts">
          <TabsTrigger value="popular">Popular Meals</TabsTrigger>
          <TabsTrigger value="following">Following</TabsTrigger>
        </TabsList>
        <TabsContent value="popular">
          <PostList
            kind="popular"
            headingLevel="h2"
            highlightPostId={highlightPostId}
            empty={{
              title: 'No posts yet',
              text: "Be the first to share what you're cooking!",
              action: <Button onClick={() => setCreating(true)}>Create a post</Button>,
            }}
          />
        </TabsContent>
        <TabsContent value="following">
          <PostList
            kind="following"
            headingLevel="h2"
            highlightPostId={highlightPostId}
            empty={{ title: 'No posts yet', text: 'Follow users to see their posts here' }}
          />
        </TabsContent>
      </Tabs>

      <CreatePostDialog open={isCreating} onOpenChange={setCreating} />
    </section>
  );
}
