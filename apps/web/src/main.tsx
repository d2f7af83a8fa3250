import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { previewToken } from '@/lib/preview';
import { applyTheme, themeStore } from '@/lib/theme';
import { App } from './app/app';

// The stored theme is on the page root before the first render, so nothing flashes in the wrong theme.
applyTheme(themeStore.get());

// A preview opened from the console brings its token in the URL fragment: it is taken before anything
// else reads the session (lib/preview.ts).
previewToken();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
