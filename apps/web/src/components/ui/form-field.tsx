import { type ReactElement, type ReactNode, cloneElement, useId } from 'react';
import { localize } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  label: ReactNode;
  /**
   * The validation message; marks the control invalid and is announced with it. The contract's messages
   * (English, as its schemas give them) show in the reader's language.
   */
  error?: string;
  /** Help under the control (shown until there is an error). */
  hint?: ReactNode;
  /** Something on the label's line, at its end (a link, a button). */
  aside?: ReactNode;
  className?: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its hint or error message, wired for assistive technology. */
export const FormField = ({ label, error, hint, aside, className, children }: FormFieldProps) => {
  const id = useId();
  const controlId = (children.props.id as string | undefined) ?? `${id}-control`;
  const messageId = `${id}-message`;
  const message = error ? localize(error) : hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {aside}
      </div>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
      {message && (
        <p
          id={messageId}
          className={cn('text-[13px] leading-5', error ? 'text-destructive-text' : 'text-muted-foreground')}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
};
