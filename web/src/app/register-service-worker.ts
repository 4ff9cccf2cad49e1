import { registerSW } from 'virtual:pwa-register';
import { toast } from 'sonner';
import { withAction } from '../components/ui/toaster.tsx';

/** The web app manifest: what installing Forkcast on a phone reads (name, icons, start page). */
export const WEB_APP_MANIFEST = '/manifest.webmanifest';

/**
 * Names the manifest in the page here, not in app.html: a browser fetches a manifest named in the
 * page at once, on a connection of its own, alongside the first screen's picture (decision 054),
 * and installing needs this service worker anyway, which registers once the page has loaded.
 */
export function nameWebAppManifest(doc: Document = document) {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_APP_MANIFEST;
  doc.head.append(link);
}

nameWebAppManifest();

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
