import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingRoute } from './app/routes/landing-route.tsx';

/**
 * Entry of index.html: the landing page, rendered with React alone (see decision 004). The
 * production server sends app.html for app paths; the dev server sends this page for every
 * path, so an app path here hands over to the app entry.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

if (window.location.pathname === '/') {
  createRoot(container).render(
    <StrictMode>
      <LandingRoute />
    </StrictMode>,
  );
} else {
  void import('./app-main.tsx');
}
