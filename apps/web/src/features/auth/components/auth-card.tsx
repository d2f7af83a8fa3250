import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the login and signup forms: a heading, the form, and a line under it. */
export const AuthCard = ({ title, description, children, footer }: AuthCardProps) => (
  <div className="flex w-full flex-col gap-7">
    <div className="flex flex-col gap-1.5">
      <h1 className="text-2xl leading-8 font-semibold tracking-tight">{title}</h1>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
    {children}
    {footer && <p className="text-center text-sm text-muted-foreground">{footer}</p>}
  </div>
);

/** 'OR' between the form and the identity provider button. */
export const OrDivider = () => (
  <div className="flex items-center gap-3 text-xs font-medium text-muted-foreground" role="separator">
    <span className="h-px flex-1 bg-border" />
    <span>OR</span>
    <span className="h-px flex-1 bg-border" />
  </div>
);
