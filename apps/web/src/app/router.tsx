import type { ComponentType } from 'react';
import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import { RouteErrorBoundary } from '@/features/errors/components/route-error-boundary';
import { withChunkTimeout } from '@/lib/lazy';
import type { GoBackHandle } from './layouts/go-back-layout';

/** Loads a route's module on demand (with the §9 chunk time-out) and takes one component from it. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await withChunkTimeout(load)) });

const route = (load: () => Promise<{ Component: ComponentType }>) => page(load, (m) => m.Component);

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
    path: '/auth',
    lazy: page(
      () => import('./layouts/auth-layout'),
      (m) => m.AuthLayout,
    ),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'login', lazy: route(() => import('./routes/auth/login')) },
      { path: 'signup', lazy: route(() => import('./routes/auth/signup')) },
      { path: 'token-login', lazy: route(() => import('./routes/auth/token-login')) },
    ],
  },
  {
    path: '/callback',
    lazy: route(() => import('./routes/auth/callback')),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
  },
  {
    path: '/error',
    lazy: route(() => import('./routes/error')),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
  },
  {
    path: '/',
    lazy: page(
      () => import('./layouts/signed-in-layout'),
      (m) => m.SignedInLayout,
    ),
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
    children: [
      {
        ErrorBoundary: InlineError,
        children: [
          { index: true, lazy: route(() => import('./routes/home')) },
          { path: 'board/:boardId', lazy: route(() => import('./routes/board/board')) },
          {
            lazy: page(
              () => import('./layouts/go-back-layout'),
              (m) => m.GoBackLayout,
            ),
            children: [
              {
                path: 'board/:boardId/create-item/:groupId',
                handle: back((p) => `/board/${p.boardId}`),
                lazy: route(() => import('./routes/board/create-item')),
              },
              {
                path: 'board/:boardId/item-details/:itemId',
                handle: back((p) => `/board/${p.boardId}`),
                lazy: route(() => import('./routes/board/item-details')),
              },
              {
                path: 'board/:boardId/item-details/:itemId/edit-details',
                handle: back((p) => `/board/${p.boardId}/item-details/${p.itemId}`),
                lazy: route(() => import('./routes/board/edit-item')),
              },
            ],
          },
          {
            path: 'settings',
            lazy: route(() => import('./routes/settings/layout')),
            children: [
              { index: true, element: <Navigate to="/settings/profile" replace /> },
              { path: 'profile', lazy: route(() => import('./routes/settings/profile')) },
              { path: 'change-password', lazy: route(() => import('./routes/settings/change-password')) },
              { path: 'preferences', lazy: route(() => import('./routes/settings/preferences')) },
            ],
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

export const createRouter = () => createBrowserRouter(routes);
