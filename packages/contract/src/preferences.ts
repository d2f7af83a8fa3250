import { z } from 'zod';
import {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  DEFAULT_ITEM_VIEW,
  DEFAULT_SORT_PREFERENCE,
  ITEM_VIEWS,
  THEMES,
  DEFAULT_THEME,
} from './constants';

/** Local storage key userPreferences (§3). Unknown or damaged values fall back to the defaults. */
export const userPreferencesSchema = z.object({
  itemView: z.enum(ITEM_VIEWS).catch(DEFAULT_ITEM_VIEW),
  sortPreference: z.string().max(200).catch(DEFAULT_SORT_PREFERENCE),
  dateFormat: z.enum(DATE_FORMATS).catch(DEFAULT_DATE_FORMAT),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const themeSchema = z.enum(THEMES).catch(DEFAULT_THEME);

/** A sort option: `type-columnId-asc` or `type-columnId-desc`, or 'default'. */
export const sortOptionSchema = z.object({ value: z.string(), label: z.string() });
export type SortOption = z.infer<typeof sortOptionSchema>;
