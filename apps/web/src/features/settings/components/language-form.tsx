import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { LANGUAGES, LANGUAGE_NAMES, type Language, toasts } from '@portico/contract';
import { LanguageItems } from '@/components/language-items';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/errors';
import { canChange } from '@/lib/gating';
import { Trans, localize, t } from '@/lib/i18n';
import { applyLanguage } from '@/lib/language';
import { useUpdateLanguage } from '../api/update-language';

/** The choice of no language of one's own: the portal's default (a select's value cannot be null). */
const PORTAL = 'portal';
type Choice = Language | typeof PORTAL;

const isChoice = (value: string): value is Choice =>
  value === PORTAL || LANGUAGES.includes(value as Language);

/**
 * Shows the screens in `language` (the portal's default when the person chose none), then confirms the save
 * in it.
 */
const switchTo = async (language: Language | undefined, message: string): Promise<void> => {
  try {
    if (language) await applyLanguage(language);
  } catch (error) {
    // Its messages could not be loaded (a dropped connection): the choice is saved, the screens stay as they are.
    console.error(error);
  }
  toast.success(localize(toasts.success), { id: 'language', description: localize(message) });
};

export interface LanguageFormProps {
  /** The portal's default language (the console's settings), read by whoever has not chosen their own. */
  tenantLanguage: Language | undefined;
}

/**
 * Settings › Preferences › Language (issue 26): the language Portico speaks to the signed-in person — the
 * portal's default, or one of their own. Unlike the preferences above it, it is saved to the account (every
 * device, and the emails sent to them); once saved, the screens switch to it at once. Each language is named
 * in itself, as people look for their own.
 */
export const LanguageForm = ({ tenantLanguage }: LanguageFormProps) => {
  const { user, updateUser } = useAuth();
  const update = useUpdateLanguage();
  const id = useId();
  const saved: Choice = user?.language ?? PORTAL;
  const [choice, setChoice] = useState<Choice>(saved);
  if (!user) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { language: choice === PORTAL ? null : choice },
      {
        onSuccess: (response) => {
          updateUser(response.data);
          void switchTo(response.data.language ?? tenantLanguage, response.message);
        },
        onError: (error) => {
          console.error(error);
          toast.error(localize(toasts.error), {
            id: 'language',
            description: errorMessage(error, t('settings.language.saveFailed')),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t('settings.language.label')}</Label>
        <Select
          value={choice}
          onValueChange={(next) => isChoice(next) && setChoice(next)}
          disabled={update.isPending}
        >
          <SelectTrigger id={id} aria-describedby={`${id}-hint`} className="sm:max-w-sm">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={PORTAL}>
              {tenantLanguage ? (
                <Trans
                  id="settings.language.portalDefault"
                  values={{ language: LANGUAGE_NAMES[tenantLanguage] }}
                  components={{ 0: <span lang={tenantLanguage} /> }}
                />
              ) : (
                t('settings.language.portalDefaultUnknown')
              )}
            </SelectItem>
            <LanguageItems />
          </SelectContent>
        </Select>
        <p id={`${id}-hint`} className="text-[13px] leading-5 text-muted-foreground">
          {t('settings.language.hint')}
        </p>
      </div>
      <div className="border-t border-border pt-5">
        <Button type="submit" loading={update.isPending} disabled={!canChange() || choice === saved}>
          {t('settings.language.submit')}
        </Button>
      </div>
    </form>
  );
};
