import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PREFERENCES_LOCK_MS, type UserPreferences } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { usePreferences } from '@/hooks/use-preferences';
import { useAuth } from '@/lib/auth-context';
import { t } from '@/lib/i18n';
import { resolveSortPreference } from '@/lib/sorting';
import { PreferencesFields } from './preferences-fields';

/**
 * Settings › Preferences. 'Update Preferences' stores them at once, then shows 'Updating...' with the
 * inputs disabled for 1 s (§2, §9), and confirms quietly beside the button.
 */
export const PreferencesSettings = () => {
  const { sortingOptions } = useAuth();
  const [stored, save] = usePreferences();
  const [draft, setDraft] = useState<UserPreferences>(stored);
  // Preferences saved elsewhere (the modal, another tab) replace what this form shows.
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setDraft(stored);
  }
  const [locked, setLocked] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (locked) return;
        save({ ...draft, sortPreference: resolveSortPreference(draft.sortPreference, sortingOptions) });
        setSaved(false);
        setLocked(true);
        timer.current = setTimeout(() => {
          setLocked(false);
          setSaved(true);
        }, PREFERENCES_LOCK_MS);
      }}
    >
      <PreferencesFields
        value={draft}
        onChange={(value) => {
          setDraft(value);
          setSaved(false);
        }}
        sortingOptions={sortingOptions}
        disabled={locked}
      />
      <div className="flex items-center gap-3 border-t border-border pt-5">
        <Button type="submit" loading={locked}>
          {locked ? t('settings.preferences.updating') : t('settings.preferences.submit')}
        </Button>
        <p role="status" className="flex items-center gap-1.5 text-[13px] text-success-text">
          {saved && (
            <>
              <Check className="size-4" strokeWidth={2} aria-hidden="true" />
              {t('settings.preferences.saved')}
            </>
          )}
        </p>
      </div>
    </form>
  );
};
