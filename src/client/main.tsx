import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './lib/offline-cache';
import './styles/global.css';

// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread in one long task, which is what a phone's CPU feels as jank (ADR 0103).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
});

registerServiceWorker();
