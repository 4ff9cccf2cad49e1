import { ComingSoon } from './coming-soon.tsx';

/** /dashboard: the meal lists screen. */
export function Component() {
  return <ComingSoon />;
}
