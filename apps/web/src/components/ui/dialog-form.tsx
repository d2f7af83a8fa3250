import type { FormEventHandler, ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';
import {
  DialogBody,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { FormAlert } from './form-alert';

export interface DialogFormProps {
  title: ReactNode;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields, in the dialog's scrolling body. */
  children: ReactNode;
  /** The refusal of the last try (the server's message), above the fields. */
  error?: ReactNode;
  /** The submit is on its way: the submit button spins and says `pendingLabel`, Cancel is disabled. */
  pending?: boolean;
  submitLabel: ReactNode;
  /** What the submit button says while pending ('Saving...'); the submit label unless given. */
  pendingLabel?: ReactNode;
  submitVariant?: ButtonProps['variant'];
  submitDisabled?: boolean;
  /** Cancel closes the dialog; a dialog that must clear its state first handles the click itself. */
  onCancel?: () => void;
  /** The body's layout: fields one under the other, 16 px apart, unless given. */
  bodyClassName?: string;
}

/**
 * The shell of every form in a dialog: title and description, the fields with the server's refusal above
 * them, and Cancel beside the submit button, which shows the wait. It goes inside a DialogContent, so a
 * dialog that shows something else after its form (an invitation's link) swaps it out, and a form mounted only
 * while its dialog is open starts afresh each time.
 */
export const DialogForm = ({
  title,
  description,
  onSubmit,
  children,
  error,
  pending = false,
  submitLabel,
  pendingLabel,
  submitVariant,
  submitDisabled,
  onCancel,
  bodyClassName = 'flex flex-col gap-4',
}: DialogFormProps) => {
  const cancel = (
    <Button variant="secondary" disabled={pending} onClick={onCancel}>
      {t('common.cancel')}
    </Button>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description !== undefined && <DialogDescription>{description}</DialogDescription>}
      </DialogHeader>
      <DialogBody className={cn(bodyClassName)}>
        {error ? <FormAlert>{error}</FormAlert> : null}
        {children}
      </DialogBody>
      <DialogFooter>
        {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
        <Button type="submit" variant={submitVariant} loading={pending} disabled={submitDisabled}>
          {pending ? (pendingLabel ?? submitLabel) : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
};
