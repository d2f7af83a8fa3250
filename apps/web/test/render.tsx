import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@portico/contract';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { setNavigator } from '@/lib/navigation';
import { DEFAULT_SORT_OPTION } from '@/lib/sorting';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  name: 'Alex Morgan',
  email: 'alex@example.test',
  profilePicture: null,
  subscriptionStatus: 'valid',
  subscriptionPlan: 'Pro',
  allowNewValueCreation: 'true',
  filterItemsByEmail: 'false',
  allowUsersToCreateNewItems: 'true',
  boardsData: [],
  role: 'client',
  language: null,
  ...overrides,
});

export const authValue = (overrides: Partial<AuthContextValue> = {}): AuthContextValue => ({
  user: testUser(),
  isAuthenticated: true,
  logout: vi.fn(async () => {}),
  isLoggingOut: false,
  sortingOptions: [DEFAULT_SORT_OPTION],
  setSortingOptions: vi.fn(),
  isFetchingBoards: false,
  updateUser: vi.fn(),
  ...overrides,
});

export interface RenderOptions {
  /** The URL the memory router starts at, and the route path the element is mounted on. */
  url?: string;
  path?: string;
  /** Earlier history entries (the screen was reached from them), so the screen can go back one step. */
  before?: string[];
  /** Other routes (e.g. where a screen navigates to), as path → element. */
  routes?: Record<string, ReactNode>;
  auth?: AuthContextValue | null;
}

/** Renders a screen as the app would: query client, router, auth context, tooltips and the toaster. */
export const renderWithApp = (ui: ReactElement, options: RenderOptions = {}) => {
  const { url = '/', path = '/', before = [], routes = {}, auth = authValue() } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path, element: ui }, ...Object.entries(routes).map(([p, element]) => ({ path: p, element }))],
    { initialEntries: [...before, url], initialIndex: before.length },
  );
  // Screens that also render without the router navigate through lib/navigation: here, this router.
  setNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <TooltipProvider delayDuration={0}>
          <RouterProvider router={router} />
        </TooltipProvider>
      </AuthContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
};
