import './fonts.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { startInRoot } from '@/components/start-failed';
import { paths } from '@/lib/paths';
import { previewToken } from '@/lib/preview';
import { getAccessToken } from '@/lib/storage';
import { activateLanguage } from '@/lib/i18n';
import { initialLanguage } from '@/lib/language';
import { applyTheme, themeStore } from '@/lib/theme';

// The stored theme is on the page root before the first render, so nothing flashes in the wrong theme.
applyTheme(themeStore.get());

// A preview opened from the console brings its token in the URL fragment: it is taken before anything
// else reads the session (lib/preview.ts).
previewToken();

// The first screen's texts load beside its code, in the language last shown here (lib/language.ts).
const language = activateLanguage(initialLanguage());

const root = createRoot(document.getElementById('root') as HTMLElement);

/**
 * Without a session, the home page and the sign-in page show the sign-in form before the rest of the app
 * loads (app/sign-in.tsx, issue 25); every other page, and every page with a session, starts the app.
 */
const signInFirst = (): boolean => {
  if (getAccessToken() !== null) return false;
  const { pathname } = window.location;
  if (pathname === paths.home() || pathname === paths.auth())
    window.history.replaceState(null, '', paths.login());
  return window.location.pathname === paths.login();
};

if (signInFirst())
  startInRoot(
    root,
    () => Promise.all([import('./app/sign-in'), language]).then(([module]) => module),
    ({ startSignIn }) => startSignIn(root),
  );
else
  startInRoot(
    root,
    () => Promise.all([import('./app/app'), language]).then(([module]) => module),
    ({ startApp }) => startApp(root),
  );
