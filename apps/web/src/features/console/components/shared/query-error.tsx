import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

export interface QueryErrorProps {
  message: string;
  onRetry: () => void;
}

/** A list or screen that could not load: what the server said, and a way to try again. */
export const QueryError = ({ message, onRetry }: QueryErrorProps) => (
  <div
    role="alert"
    className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface px-6 py-12 text-center shadow-raised"
  >
    <span className="grid size-11 place-items-center rounded-full bg-warning text-warning-foreground">
      <TriangleAlert className="size-5" strokeWidth={1.75} aria-hidden="true" />
    </span>
    <p className="max-w-md text-sm">{message}</p>
    <Button variant="secondary" size="sm" onClick={onRetry}>
      <RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />
      {t('common.retry')}
    </Button>
  </div>
);
