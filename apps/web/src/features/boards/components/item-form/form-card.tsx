import type { FormEventHandler, ReactNode } from 'react';
import { SKELETON_COUNTS } from '@portico/contract';
import { Skeleton } from '@/components/ui/skeleton';

interface FormCardHeaderProps {
  title: string;
  titleId?: string;
  description?: ReactNode;
}

const FormCardHeader = ({ title, titleId, description }: FormCardHeaderProps) => (
  <div className="flex flex-col gap-1 border-b border-border px-4 py-4 sm:px-6">
    <h2 id={titleId} className="text-base leading-6 font-semibold">
      {title}
    </h2>
    {description && <p className="text-[13px] text-muted-foreground">{description}</p>}
  </div>
);

export interface FormCardProps {
  /** The form's heading inside the card ('Add Details'); optional. */
  title?: string;
  titleId?: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The buttons at the bottom, kept in reach while a long form scrolls. */
  actions: ReactNode;
  busy?: boolean;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * An item form on a raised card: fields in one column, actions in a footer that stays at the bottom of the
 * screen while the form scrolls. Native checks (email, phone, number patterns) run on submit through
 * `reportValidity` in the screen, so the form itself does not block the submit event.
 */
export const FormCard = ({
  title,
  titleId,
  description,
  onSubmit,
  actions,
  busy,
  children,
  ...aria
}: FormCardProps) => (
  <form
    onSubmit={onSubmit}
    noValidate
    aria-labelledby={title ? titleId : undefined}
    aria-busy={busy || undefined}
    className="relative rounded-card border border-border bg-surface shadow-raised"
    {...aria}
  >
    {title && <FormCardHeader title={title} titleId={titleId} description={description} />}
    <div className="flex flex-col gap-5 px-4 py-5 sm:px-6 sm:py-6">{children}</div>
    <div className="flex flex-col gap-2 rounded-b-card border-t border-border bg-surface px-4 py-3 sm:sticky sm:bottom-0 sm:flex-row sm:items-center sm:px-6">
      {actions}
    </div>
  </form>
);

export interface FieldsSkeletonProps {
  /** §9: 7 field placeholders on the edit screen. */
  count?: number;
  label: string;
  /** The form's own heading, shown at once so only the fields change when they arrive. */
  header?: FormCardHeaderProps;
}

/** Field placeholders (a label and a control each) in the form's card while its columns load. */
export const FieldsSkeleton = ({
  count = SKELETON_COUNTS.editFields,
  label,
  header,
}: FieldsSkeletonProps) => (
  <div
    role="status"
    aria-label={label}
    className="rounded-card border border-border bg-surface shadow-raised"
  >
    {header && <FormCardHeader {...header} />}
    <div className="flex flex-col gap-5 px-4 py-5 sm:px-6 sm:py-6">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-2" data-testid="field-skeleton">
          <Skeleton className="h-4 w-32" />
          <Skeleton className={i === 5 ? 'h-20 w-full' : 'h-9 w-full max-md:h-10'} />
        </div>
      ))}
    </div>
  </div>
);
