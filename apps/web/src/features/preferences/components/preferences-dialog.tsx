import { type RefObject, useState } from 'react';
import type { UserPreferences } from '@portico/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { usePreferences } from '@/hooks/use-preferences';
import { useAuth } from '@/lib/auth-context';
import { t } from '@/lib/i18n';
import { resolveSortPreference } from '@/lib/sorting';
import { PreferencesFields } from './preferences-fields';

export interface PreferencesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when it closes: the control the user opened it from (a menu item is gone by then). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** §2 User Preferences modal: 'Save Changes' stores the preferences locally and closes it (§4). */
export const PreferencesDialog = ({ open, onOpenChange, returnFocusTo }: PreferencesDialogProps) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent className="max-w-md" returnFocusTo={returnFocusTo}>
      {/* Mounted only while open, so every opening starts from the stored preferences. */}
      {open && <PreferencesForm onDone={() => onOpenChange(false)} />}
    </DialogContent>
  </Dialog>
);

const PreferencesForm = ({ onDone }: { onDone: () => void }) => {
  const { sortingOptions } = useAuth();
  const [stored, save] = usePreferences();
  const [draft, setDraft] = useState<UserPreferences>(stored);
  return (
    <form
      className="flex min-h-0 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        save({ ...draft, sortPreference: resolveSortPreference(draft.sortPreference, sortingOptions) });
        onDone();
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('settings.preferencesDialog.title')}</DialogTitle>
        <DialogDescription>{t('settings.preferencesDialog.description')}</DialogDescription>
      </DialogHeader>
      <DialogBody>
        <PreferencesFields value={draft} onChange={setDraft} sortingOptions={sortingOptions} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit">{t('settings.preferencesDialog.submit')}</Button>
      </DialogFooter>
    </form>
  );
};
