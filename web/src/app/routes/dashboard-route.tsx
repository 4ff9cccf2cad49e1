import { useSession } from '../../features/auth/api/session.ts';
import { MealListsScreen } from '../../features/lists/components/meal-lists-screen.tsx';

/** /dashboard: the meal lists screen. */
export function Component() {
  const session = useSession();
  // The protected layout renders screens only once the session is known.
  return <MealListsScreen currentUserId={session.data?.user.id ?? ''} />;
}
