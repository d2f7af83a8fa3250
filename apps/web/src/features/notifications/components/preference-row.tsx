import { useId } from 'react';
import {
  EMAIL_CADENCES,
  type EmailCadence,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
  type NotificationPreference,
} from '@portico/contract';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';

export const EMAIL_CADENCE_LABELS: Record<EmailCadence, string> = {
  instant: 'Instantly',
  daily: 'Daily digest',
  off: 'Never',
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
  const { title, description } = NOTIFICATION_KIND_LABELS[kind];
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
          {title}
        </span>
        <span className="text-[13px] text-muted-foreground">{description}</span>
      </div>
      <div role="cell" className="flex items-center justify-between gap-3 md:justify-start">
        <Label id={`${inAppId}-label`} htmlFor={inAppId} className="md:sr-only">
          In the app
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
          Email
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
                {EMAIL_CADENCE_LABELS[cadence]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
};
