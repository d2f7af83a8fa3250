import { useId } from 'react';
import {
  EMAIL_CADENCES,
  type EmailCadence,
  type NotificationKind,
  type NotificationPreference,
} from '@portico/contract';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { type MessageKey, t } from '@/lib/i18n';

export const EMAIL_CADENCE_LABELS: Record<EmailCadence, MessageKey> = {
  instant: 'notifications.preferences.cadence.instant',
  daily: 'notifications.preferences.cadence.daily',
  off: 'notifications.preferences.cadence.off',
};

/** Each kind's name and description (the contract's NOTIFICATION_KIND_LABELS), in the reader's language. */
const KIND_LABELS: Record<NotificationKind, { title: MessageKey; description: MessageKey }> = {
  mention: {
    title: 'notifications.kinds.mention.title',
    description: 'notifications.kinds.mention.description',
  },
  update: {
    title: 'notifications.kinds.update.title',
    description: 'notifications.kinds.update.description',
  },
  assigned: {
    title: 'notifications.kinds.assigned.title',
    description: 'notifications.kinds.assigned.description',
  },
  status: {
    title: 'notifications.kinds.status.title',
    description: 'notifications.kinds.status.description',
  },
  signup: {
    title: 'notifications.kinds.signup.title',
    description: 'notifications.kinds.signup.description',
  },
  approved: {
    title: 'notifications.kinds.approved.title',
    description: 'notifications.kinds.approved.description',
  },
};

export interface PreferenceRowProps {
  kind: NotificationKind;
  value: NotificationPreference;
  disabled?: boolean;
  onInAppChange: (inApp: boolean) => void;
  onEmailChange: (email: EmailCadence) => void;
}

/**
 * One kind: its name and description, then 'In the app' and 'Email'. Each control is named by the kind and
 * its own label ('Mentions In the app'); the labels show on phones, where the rows stack, and the table's
 * column headers show instead on wider screens.
 */
export const PreferenceRow = ({
  kind,
  value,
  disabled,
  onInAppChange,
  onEmailChange,
}: PreferenceRowProps) => {
  const id = useId();
  const { title, description } = KIND_LABELS[kind];
  const titleId = `${id}-title`;
  const inAppId = `${id}-in-app`;
  const emailId = `${id}-email`;
  return (
    <div
      role="row"
      data-kind={kind}
      className="grid grid-cols-1 gap-3 border-b border-border py-4 last:border-b-0 md:grid-cols-[1fr_7rem_11rem] md:items-center md:gap-4"
    >
      <div role="rowheader" className="flex flex-col gap-0.5">
        <span id={titleId} className="text-sm font-medium">
          {t(title)}
        </span>
        <span className="text-[13px] text-muted-foreground">{t(description)}</span>
      </div>
      <div role="cell" className="flex items-center justify-between gap-3 md:justify-start">
        <Label id={`${inAppId}-label`} htmlFor={inAppId} className="md:sr-only">
          {t('notifications.preferences.inApp')}
        </Label>
        <Switch
          id={inAppId}
          aria-labelledby={`${titleId} ${inAppId}-label`}
          checked={value.inApp}
          disabled={disabled}
          onCheckedChange={onInAppChange}
        />
      </div>
      <div role="cell" className="flex items-center justify-between gap-3 md:block">
        <Label id={`${emailId}-label`} htmlFor={emailId} className="md:sr-only">
          {t('notifications.preferences.email')}
        </Label>
        <Select
          value={value.email}
          onValueChange={(next) => onEmailChange(next as EmailCadence)}
          disabled={disabled}
        >
          <SelectTrigger
            id={emailId}
            aria-labelledby={`${titleId} ${emailId}-label`}
            className="w-44 md:w-full"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {EMAIL_CADENCES.map((cadence) => (
              <SelectItem key={cadence} value={cadence}>
                {t(EMAIL_CADENCE_LABELS[cadence])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
};
