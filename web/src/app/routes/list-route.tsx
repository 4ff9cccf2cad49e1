import { ComingSoon } from './coming-soon.tsx';

/** /list/{listId}: list detail */
export function Component() {
  return <ComingSoon />;
}
