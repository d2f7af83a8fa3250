/** Business constants and limits of the spec (§9). */

export const MAX_UPLOAD_BYTES = 5_242_880;
export const MAX_UPLOAD_LABEL = '5MB';

export const AVATAR_COMPRESSION = { maxSizeMB: 1, maxWidthOrHeight: 1920, useWebWorker: true } as const;

export const PASSWORD_MIN_LENGTH = 8;

export const SEARCH_DEBOUNCE_MS = 1000;
export const PREFERENCES_LOCK_MS = 1000;
export const TOAST_DURATION_MS = 5000;
export const PANEL_LAYOUT_SAVE_DEBOUNCE_MS = 100;
export const MODAL_FADE_MS = 600;
export const USERS_CACHE_MS = 300_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const MAX_VISIBLE_COLUMN_VALUES = 5;
export const MAX_SORT_COLUMNS = 5;
export const MAX_VISIBLE_SELECTIONS = 3;

export const SKELETON_COUNTS = {
  boardList: 3,
  cards: 3,
  listRows: 3,
  tableRows: 3,
  editFields: 7,
} as const;

export const FEEDBACK_DETAILS_ROWS = { min: 4, max: 6 } as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDE_PANEL_PERCENT = { min: 13, default: 15, max: 20 } as const;

export const Z_INDEX = { fullScreenOverlay: 1300, modalOverlay: 1000 } as const;

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  userData: 'userData',
  userPreferences: 'userPreferences',
  theme: 'theme',
} as const;

export const THEMES = ['light', 'dark', 'blue'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/**
 * Issue 26: the languages Portico speaks, as BCP 47 tags. English is the spec's own; a tenant picks its
 * default among these and each person may choose another. Arabic is written right to left.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
/** Each language's name in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

export const ITEM_VIEWS = ['card', 'list', 'table'] as const;
export type ItemView = (typeof ITEM_VIEWS)[number];
/** The home and board screens treat card as the default view (§3). */
export const DEFAULT_ITEM_VIEW: ItemView = 'card';

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD-MM-YYYY', 'MM-DD-YYYY', 'DD-MMM-YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'YYYY-MM-DD';
export const DEFAULT_SORT_PREFERENCE = 'default';

export const SUBSCRIPTION_VALID = 'valid';
export const SUBSCRIPTION_PLANS = ['Standard', 'Pro', 'Enterprise'] as const;
export const PLANS_ALLOWED_TO_CREATE_ITEMS: readonly string[] = ['Pro', 'Enterprise'];
export const PLANS_ALLOWED_TO_ADD_LABELS: readonly string[] = ['Standard', 'Pro', 'Enterprise'];

export const SIGNUP_METHODS = [
  'signup-with-admin-approval',
  'signup-without-admin-approval',
  'closed',
] as const;
export type SignupMethod = (typeof SIGNUP_METHODS)[number];
/** Signup methods under which the signup screen and signup call are available. */
export const OPEN_SIGNUP_METHODS: readonly SignupMethod[] = [
  'signup-with-admin-approval',
  'signup-without-admin-approval',
];

/** Page size of getAllItems. */
export const ITEMS_PAGE_SIZE = 25;

export const STATUS_FALLBACK_COLORS = { background: '#e5e7eb', text: '#64748b' } as const;

/** §5: non-space characters, an at sign, non-space characters. */
export const EMAIL_PATTERN = /^\S+@\S+$/;

/** §5: at least 8 characters with lowercase, uppercase, digit and special character. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{${PASSWORD_MIN_LENGTH},}$`,
);

/** Upper bounds that keep hostile input from reaching argon2 or the database. */
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
