import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, themeStore } from '@/lib/theme';
import { App } from './app/app';

// The stored theme is on the page root before the first render, so nothing flashes in the wrong theme.
applyTheme(themeStore.get());

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
