import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { debugStore, installDebugMode } from './features/diagnostics/index.ts';
import './index.css';
import './lib/i18n.ts';
import { applyTheme, followSystemTheme, readStoredTheme } from './lib/theme.ts';

applyTheme(readStoredTheme());
followSystemTheme();
// Before the router's first request, so debug mode (spec §4) sees every fetch.
installDebugMode();
const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider
        router={router}
        onError={(error, info) => debugStore.noteComponentStack(error, info.errorInfo?.componentStack)}
      />
    </AppProviders>
  </StrictMode>,
);
