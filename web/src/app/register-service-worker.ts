import { registerSW } from 'virtual:pwa-register';
import { toast } from 'sonner';
import { withAction } from '../components/ui/toaster.tsx';

/**
 * Registers the service worker (production builds only, from app-main.tsx) and, when a new
 * build has been deployed and is ready, asks the cook: "A new version is ready." with a Reload
 * button. The new version takes over only then, so a screen never changes under the cook.
 */
const updateSW = registerSW({
  onNeedRefresh() {
    toast('A new version is ready.', {
      ...withAction({ label: 'Reload', onClick: () => void updateSW(true) }),
      duration: Number.POSITIVE_INFINITY,
    });
  },
});
