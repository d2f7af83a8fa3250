import { useState } from 'react';
import { toast } from 'sonner';
import {
  type EmailCadence,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferences,
  toasts,
} from '@portico/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { canChange } from '@/lib/gating';
import { localize, t } from '@/lib/i18n';
import { useNotificationPreferences } from '../api/notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { PreferenceRow } from './preference-row';

type Preferences = NotificationPreferences['preferences'];

/** The kinds the server sent (those of the person's role), in the contract's order. */
const kindsOf = (preferences: Preferences): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => preferences[kind] !== undefined);

/**
 * Settings › Notifications: per kind of the person's role, whether it shows in the app and when it is
 * emailed. A table on wide screens, one block per kind on phones.
 */
export const NotificationPreferencesForm = () => {
  const query = useNotificationPreferences();
  if (query.isPending) {
    return (
      <div
        aria-busy="true"
        aria-label={t('notifications.preferences.loading')}
        className="flex flex-col gap-4"
      >
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm">{errorMessage(query.error, t('notifications.preferences.loadFailed'))}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <PreferencesEditor saved={query.data} />;
};

const PreferencesEditor = ({ saved }: { saved: Preferences }) => {
  const update = useUpdateNotificationPreferences();
  const [draft, setDraft] = useState<Preferences>(saved);
  // Saved elsewhere (another tab, this form's own save): what the server holds replaces the draft.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setDraft(saved);
  }
  const kinds = kindsOf(draft);
  const change = (kind: NotificationKind, next: Partial<NotificationPreference>) =>
    setDraft((current) => {
      const before = current[kind];
      return before ? { ...current, [kind]: { ...before, ...next } } : current;
    });

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { preferences: draft },
          {
            onSuccess: () =>
              toast.success(localize(toasts.success), {
                id: 'notification-settings',
                description: t('notifications.preferences.saved'),
              }),
            // The refusal shows beside the Save button (below), once: no toast as well.
            onError: (error) => console.error(error),
          },
        );
      }}
    >
      <div role="table" aria-label={t('notifications.preferences.label')} className="flex flex-col">
        <div role="rowgroup" className="max-md:sr-only">
          <div
            role="row"
            className="grid grid-cols-[1fr_7rem_11rem] gap-4 border-b border-border pb-2 text-xs font-medium text-muted-foreground"
          >
            <span role="columnheader">{t('notifications.preferences.kindHeader')}</span>
            <span role="columnheader">{t('notifications.preferences.inAppHeader')}</span>
            <span role="columnheader">{t('notifications.preferences.emailHeader')}</span>
          </div>
        </div>
        <div role="rowgroup">
          {kinds.map((kind) => (
            <PreferenceRow
              key={kind}
              kind={kind}
              value={draft[kind] as NotificationPreference}
              disabled={update.isPending}
              onInAppChange={(inApp) => change(kind, { inApp })}
              onEmailChange={(email: EmailCadence) => change(kind, { email })}
            />
          ))}
        </div>
      </div>
      {update.isError && (
        <p role="alert" className="text-[13px] text-destructive-text">
          {errorMessage(update.error, t('notifications.preferences.saveFailed'))}
        </p>
      )}
      <div className="border-t border-border pt-5">
        <Button type="submit" loading={update.isPending} disabled={!canChange()}>
          {t(update.isPending ? 'common.saving' : 'common.save')}
        </Button>
      </div>
    </form>
  );
};
