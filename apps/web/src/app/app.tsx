import { StrictMode, useState } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { LanguageBoundary } from '@/lib/i18n';
import { AppProvider } from './provider';
import { type FirstNavigation, createRouter } from './router';

export const App = ({ first }: { first?: FirstNavigation }) => {
  const [router] = useState(() => createRouter(first));
  return (
    <AppProvider>
      <LanguageBoundary>
        <RouterProvider router={router} />
      </LanguageBoundary>
    </AppProvider>
  );
};

/** Starts the app in `root`; `first`: where it goes at once (the sign-in shell hands over a navigation). */
export const startApp = (root: Root, first?: FirstNavigation): void => {
  root.render(
    <StrictMode>
      <App first={first} />
    </StrictMode>,
  );
};
