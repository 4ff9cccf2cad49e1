import { ComingSoon } from './coming-soon.tsx';

/** /profile and /profile/{userId}: a profile */
export function Component() {
  return <ComingSoon />;
}
