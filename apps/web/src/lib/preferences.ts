import { STORAGE_KEYS, type UserPreferences, userPreferencesSchema } from '@portico/contract';
import { createStoredValue } from './stored-value';

const parsePreferences = (raw: string | null): UserPreferences => {
  let value: unknown = {};
  try {
    value = raw ? JSON.parse(raw) : {};
  } catch {
    // A damaged value falls back to the defaults below.
  }
  // Each field falls back to its default on its own (the schema's `.catch`), so one bad field keeps the rest.
  const parsed = userPreferencesSchema.safeParse(value && typeof value === 'object' ? value : {});
  return parsed.success ? parsed.data : userPreferencesSchema.parse({});
};

/** §3 Preferences, stored under userPreferences: itemView, sortPreference, dateFormat. */
export const preferencesStore = createStoredValue<UserPreferences>(
  STORAGE_KEYS.userPreferences,
  parsePreferences,
  (value) => JSON.stringify(userPreferencesSchema.parse(value)),
);

export const readPreferences = (): UserPreferences => preferencesStore.get();
export const savePreferences = (value: UserPreferences): void => preferencesStore.set(value);
