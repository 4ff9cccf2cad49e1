import { ComingSoon } from './coming-soon.tsx';

/** /settings: profile, password and account. */
export function Component() {
  return <ComingSoon />;
}
