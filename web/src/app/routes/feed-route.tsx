import { ComingSoon } from './coming-soon.tsx';

/** /feed and /post/{postId}: the feed */
export function Component() {
  return <ComingSoon />;
}
