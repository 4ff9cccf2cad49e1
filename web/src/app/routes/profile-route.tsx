import { useParams } from 'react-router';
import { useSession } from '../../features/auth/api/session.ts';
import { ProfileScreen } from '../../features/social/components/profile-screen.tsx';

/** /profile (one's own) and /profile/{userId}. */
export function Component() {
  const { userId } = useParams();
  const session = useSession();
  // The protected layout renders screens only once the session is known.
  const viewerId = session.data?.user.id ?? '';
  const shownId = userId ?? viewerId;
  // A different person is a different screen: no open dialog or tab carries over.
  return <ProfileScreen key={shownId} userId={shownId} viewerId={viewerId} />;
}
