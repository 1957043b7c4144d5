import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './app/app.css';
import { initAnalytics } from './lib/analytics.ts';
import { reportError } from './lib/error-reporting.ts';

window.addEventListener('error', (event) =>
  reportError(event.error ?? event.message, { source: 'window.error' }),
);
window.addEventListener('unhandledrejection', (event) =>
  reportError(event.reason, { source: 'window.unhandledrejection' }),
);
initAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
