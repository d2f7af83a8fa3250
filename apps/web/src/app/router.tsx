import type { ComponentType } from 'react';
import { Navigate, type RouteObject, createBrowserRouter, matchRoutes } from 'react-router';
import { RouteErrorBoundary } from '@/features/errors/components/route-error-boundary';
import { type Unit, loadUnits } from '@/lib/i18n';
import { withChunkTimeout } from '@/lib/lazy';
import type { GoBackHandle } from './layouts/go-back-layout';
import { paths, patterns } from '@/lib/paths';
import { type NavigateOptions, setNavigator } from '@/lib/navigation';
import { getAccessToken } from '@/lib/storage';

/** The route of the signed-in frame. */
const SIGNED_IN = 'signed-in';

/**
 * Loads a route's module on demand (with the §9 chunk time-out) and takes one component from it; a frame
 * loads the texts of its screens beside it (`units`, lib/i18n.tsx).
 */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, units: Unit[] = []) =>
  async () => {
    const [module] = await Promise.all([withChunkTimeout(load), withChunkTimeout(() => loadUnits(...units))]);
    return { Component: pick(module) };
  };

const route = (load: () => Promise<{ Component: ComponentType }>, units: Unit[] = []) =>
  page(load, (m) => m.Component, units);

const InlineError = () => <RouteErrorBoundary inline />;

/** Shown while the first route's code loads: the bare canvas, so nothing flashes. */
const HydrateFallback = () => <div className="min-h-dvh bg-background" />;

const back = (goBack: GoBackHandle['goBack']): GoBackHandle => ({ goBack });

/**
 * Every route of §2, each loaded lazily so the first page only downloads what it shows. Screens inside the
 * signed-in frame have their own error boundary, so a failing screen leaves the frame usable.
 */
export const routes: RouteObject[] = [
  {
    path: paths.auth(),
    lazy: page(
      () => import('./layouts/auth-layout'),
      (m) => m.AuthLayout,
      // The sign-up and password screens' texts (`account`) come with the portal's; the sign-in page's own
      // are in `start`, which its first visit loads alone.
      ['portal'],
    ),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
    children: [
      { index: true, element: <Navigate to={paths.login()} replace /> },
      { path: patterns.login, lazy: route(() => import('./routes/auth/login')) },
      { path: patterns.signup, lazy: route(() => import('./routes/auth/signup')) },
      { path: patterns.tokenLogin, lazy: route(() => import('./routes/auth/token-login')) },
      { path: patterns.forgotPassword, lazy: route(() => import('./routes/auth/forgot-password')) },
      { path: patterns.resetPassword, lazy: route(() => import('./routes/auth/reset-password')) },
    ],
  },
  {
    path: paths.callback(),
    lazy: route(() => import('./routes/auth/callback'), ['portal']),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
  },
  {
    path: paths.error(),
    lazy: route(() => import('./routes/error')),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
  },
  {
    id: SIGNED_IN,
    path: paths.home(),
    lazy: page(
      () => import('./layouts/signed-in-layout'),
      (m) => m.SignedInLayout,
      ['portal'],
    ),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
    children: [
      {
        ErrorBoundary: InlineError,
        children: [
          { index: true, lazy: route(() => import('./routes/home')) },
          { path: patterns.board, lazy: route(() => import('./routes/board/board')) },
          {
            lazy: page(
              () => import('./layouts/go-back-layout'),
              (m) => m.GoBackLayout,
            ),
            children: [
              {
                path: patterns.createItem,
                handle: back((p) => paths.board(p.boardId ?? '')),
                lazy: route(() => import('./routes/board/create-item')),
              },
              {
                path: patterns.item,
                handle: back((p) => paths.board(p.boardId ?? '')),
                lazy: route(() => import('./routes/board/item-details')),
              },
              {
                path: patterns.editItem,
                handle: back((p) => paths.item(p.boardId ?? '', p.itemId ?? '')),
                lazy: route(() => import('./routes/board/edit-item')),
              },
            ],
          },
          {
            path: patterns.settings,
            lazy: route(() => import('./routes/settings/layout')),
            children: [
              { index: true, element: <Navigate to={paths.profile()} replace /> },
              { path: patterns.profile, lazy: route(() => import('./routes/settings/profile')) },
              {
                path: patterns.changePassword,
                lazy: route(() => import('./routes/settings/change-password')),
              },
              { path: patterns.preferences, lazy: route(() => import('./routes/settings/preferences')) },
              {
                path: patterns.notificationSettings,
                lazy: route(() => import('./routes/settings/notifications')),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    // The staff console: its own lazily loaded layout and screens, so the portal never downloads them.
    path: paths.console(),
    lazy: page(
      () => import('./layouts/console-layout'),
      (m) => m.ConsoleLayout,
      ['portal', 'console'],
    ),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
    children: [
      {
        ErrorBoundary: InlineError,
        children: [
          { index: true, lazy: route(() => import('./routes/console/overview')) },
          {
            path: patterns.consoleClients,
            lazy: route(() => import('./routes/console/clients'), ['consoleClients']),
          },
          {
            path: patterns.consoleBoards,
            lazy: route(() => import('./routes/console/boards'), ['consoleBoard']),
          },
          {
            path: patterns.consoleBoard,
            lazy: route(() => import('./routes/console/board'), ['consoleBoard']),
          },
          {
            path: patterns.consoleBoardItems,
            lazy: route(() => import('./routes/console/board-items'), ['consoleBoard', 'staffBoard']),
          },
          {
            path: patterns.consoleStaff,
            lazy: route(() => import('./routes/console/staff'), ['consoleClients']),
          },
          { path: patterns.consoleActivity, lazy: route(() => import('./routes/console/activity')) },
          { path: patterns.consoleSettings, lazy: route(() => import('./routes/console/settings')) },
          {
            path: patterns.consolePeople,
            lazy: route(() => import('./routes/console/people'), ['consoleClients']),
          },
        ],
      },
    ],
  },
  {
    path: '*',
    lazy: page(
      () => import('./routes/error'),
      (m) => m.NotFound,
    ),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
  },
];

/**
 * A visitor without a session who opens a signed-in page is sent to the sign-in page (§4) before the
 * router starts, as the signed-in frame would do once loaded: so a first visit downloads the sign-in
 * page's code only, not the frame's and the home screen's as well.
 */
const signInFirst = () => {
  if (getAccessToken() !== null) return;
  const matched = matchRoutes(routes, window.location);
  if (matched?.[0]?.route.id === SIGNED_IN) window.history.replaceState(null, '', paths.login());
};

/** A navigation to make as soon as the router exists (the sign-in shell's, app/sign-in.tsx). */
export interface FirstNavigation {
  to: string;
  options?: NavigateOptions;
}

/** The router; screens that also render without it navigate through it (lib/navigation.ts). */
export const createRouter = (then?: FirstNavigation) => {
  signInFirst();
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  if (then) void router.navigate(then.to, then.options);
  return router;
};
