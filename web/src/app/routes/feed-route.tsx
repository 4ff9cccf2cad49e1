import { useParams } from 'react-router';
import { FeedScreen } from '../../features/social/components/feed-screen.tsx';

/** /feed and /post/{postId}: the feed, with the linked post highlighted. */
export function Component() {
  const { postId } = useParams();
  return <FeedScreen highlightPostId={postId} />;
}
