import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '@portico/contract';
import { createStoredValue } from './stored-value';

export const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

/** §2: the theme is stored locally under `theme` (light by default). */
export const themeStore = createStoredValue<Theme>(
  STORAGE_KEYS.theme,
  (raw) => (isTheme(raw) ? raw : DEFAULT_THEME),
  (value) => value,
);

/** Applies a theme as the one theme class on the page root, where the CSS variables of each theme live. */
export const applyTheme = (theme: Theme, root: HTMLElement = document.documentElement): void => {
  root.classList.remove(...THEMES);
  root.classList.add(theme);
  // Native controls (scrollbars, date pickers) follow the theme too.
  root.style.colorScheme = theme === 'light' ? 'light' : 'dark';
};
