import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The server's refusal of a form, above its fields (announced as it appears). */
export const FormAlert = ({ children }: { children: ReactNode }) => (
  <p
    role="alert"
    className="flex items-start gap-2 rounded-control border border-destructive-text/30 bg-destructive-text/10 px-3 py-2.5 text-[13px] leading-5 text-destructive-text"
  >
    <CircleAlert className="mt-0.5 size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
    <span>{children}</span>
  </p>
);
