import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingRoute } from './app/routes/landing-route.tsx';
import { startSessionPrefetch } from './lib/session-prefetch.ts';

const accountPaths = new Set(['/login', '/signup', '/forgot-password', '/reset-password']);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// A first visit to '/' renders the landing page with React alone: the router, data layer and
// app screens (about 40 KB gzipped) load only for app routes, keeping the landing page light.
if (window.location.pathname === '/') {
  root.render(
    <StrictMode>
      <LandingRoute />
    </StrictMode>,
  );
} else {
  startSessionPrefetch();
  // Signed-in screens need the shell too: fetch it alongside the app chunk, not after it.
  if (!accountPaths.has(window.location.pathname)) void import('./app/protected-layout.tsx');
  import('./app/app.tsx').then(({ App }) => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
