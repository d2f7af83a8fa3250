import { createContext, useContext } from 'react';
import type { SortOption, User } from '@portico/contract';

/**
 * §3 Auth context: what every signed-in screen may read. The signed-in frame provides it once the
 * authentication check has answered; the board screen publishes its sort options through
 * `setSortingOptions` so the Preferences modal can offer them.
 */
export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** Ends the session: revokes the token, clears local storage and goes to /auth/login. */
  logout: () => Promise<void>;
  isLoggingOut: boolean;
  sortingOptions: SortOption[];
  setSortingOptions: (options: SortOption[]) => void;
  /** The user (with boardsData) is being fetched; the sidebar shows skeletons meanwhile. */
  isFetchingBoards: boolean;
  /** Replaces the signed-in user after a change (profile update) in the cache and local storage. */
  updateUser: (user: User) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside the signed-in frame');
  return value;
};
