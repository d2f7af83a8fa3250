import { type ReactNode, useEffect, useRef } from 'react';
import { t } from '@/lib/i18n';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /**
   * Moves the focus to the heading when the card mounts: a screen that changes state in place (a link
   * sent, a link checked) tells keyboard and screen reader users where they now are.
   */
  focusTitle?: boolean;
}

/** The frame of the auth forms: a heading, the form, and a line under it. */
export const AuthCard = ({ title, description, children, footer, focusTitle = false }: AuthCardProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className="flex w-full flex-col gap-7">
      <div className="flex flex-col gap-1.5">
        <h1
          ref={heading}
          tabIndex={focusTitle ? -1 : undefined}
          className="text-2xl leading-8 font-semibold tracking-tight outline-none"
        >
          {title}
        </h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
      {footer && <p className="text-center text-sm text-muted-foreground">{footer}</p>}
    </div>
  );
};

/** 'OR' between the form and the identity provider button. */
export const OrDivider = () => (
  <div className="flex items-center gap-3 text-xs font-medium text-muted-foreground" role="separator">
    <span className="h-px flex-1 bg-border" />
    <span>{t('auth.card.or')}</span>
    <span className="h-px flex-1 bg-border" />
  </div>
);
