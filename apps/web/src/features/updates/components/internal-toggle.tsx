import { Lock } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { t } from '@/lib/i18n';

export interface InternalToggleProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A reply to an internal note: on, and not to be changed. */
  forced: boolean;
  disabled: boolean;
}

/** Staff only: marks an update an internal note, which clients never see. */
export const InternalToggle = ({ id, checked, onCheckedChange, forced, disabled }: InternalToggleProps) => (
  <div className="flex items-center gap-2">
    <Switch
      id={id}
      checked={checked}
      disabled={forced || disabled}
      onCheckedChange={onCheckedChange}
      aria-describedby={checked ? `${id}-hint` : undefined}
    />
    <Label htmlFor={id} className="flex items-center gap-1">
      <Lock className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
      {t('updates.internal.toggle')}
    </Label>
  </div>
);

/** Under a composer writing an internal note: who will see it. */
export const InternalHint = ({ id, forced }: { id: string; forced: boolean }) => (
  <p id={`${id}-hint`} className="flex items-center gap-1.5 text-xs font-medium text-warning-foreground">
    <Lock className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
    {t(forced ? 'updates.internal.hintForced' : 'updates.internal.hint')}
  </p>
);
