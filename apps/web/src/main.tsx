import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptPreviewFromUrl } from '@/lib/preview';
import { applyTheme, themeStore } from '@/lib/theme';
import { App } from './app/app';

// A preview opened from the console takes its token from the URL before anything reads the session.
adoptPreviewFromUrl();
// The stored theme is on the page root before the first render, so nothing flashes in the wrong theme.
applyTheme(themeStore.get());

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
