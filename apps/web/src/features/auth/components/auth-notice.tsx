import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface AuthNoticeProps {
  icon: LucideIcon;
  tone?: 'info' | 'warning';
  /** 'status' when the notice reports the outcome of what the user just did (announced politely). */
  role?: 'status';
  children: ReactNode;
}

/** A boxed message on an auth screen (a link sent, a link that no longer works), with its icon. */
export const AuthNotice = ({ icon: Icon, tone = 'info', role, children }: AuthNoticeProps) => (
  <div
    role={role}
    className="flex gap-3 rounded-card border border-border bg-background p-4 text-sm leading-6"
  >
    <span
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full',
        tone === 'warning' ? 'bg-warning text-warning-foreground' : 'bg-selected text-selected-foreground',
      )}
    >
      <Icon className="size-4" strokeWidth={1.75} aria-hidden="true" />
    </span>
    <div className="flex min-w-0 flex-col gap-1">{children}</div>
  </div>
);

/** A failed call's message under a form (a 429's "wait a few minutes", a server that could not be reached). */
export const AuthProblem = ({ children }: { children: ReactNode }) => (
  <p role="alert" className="text-[13px] leading-5 text-destructive-text">
    {children}
  </p>
);
