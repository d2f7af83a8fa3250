import { useSyncExternalStore } from 'react';
import type { UserPreferences } from '@portico/contract';
import { preferencesStore, savePreferences } from '@/lib/preferences';

/** The stored user preferences (§3), updated everywhere when any screen saves them. */
export const usePreferences = (): [UserPreferences, (value: UserPreferences) => void] => [
  useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get),
  savePreferences,
];
