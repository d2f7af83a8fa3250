import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Whether the portal has a step behind this screen. The browser router numbers its history entries (idx,
 * from 0); other routers (tests) leave window.history alone, and there the first entry's key is 'default'.
 */
const hasStepBack = (locationKey: string): boolean => {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number')
    return state.idx > 0;
  return locationKey !== 'default';
};

/**
 * §2 'goes back one step'. A screen opened directly (a bookmark, a shared link) has no step of the portal
 * behind it, so it goes to `fallback` instead of leaving the portal.
 */
export const useGoBack = () => {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    (fallback: string) => {
      if (hasStepBack(key)) void navigate(-1);
      else void navigate(fallback, { replace: true });
    },
    [navigate, key],
  );
};
