import { ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export interface BreadcrumbEntry {
  label: ReactNode;
  /** Omit for the current page. */
  to?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbEntry[];
  className?: string;
}

/** Where the page sits ('Dashboard / Item Details / Edit Item'); the last entry is the current page. */
export const Breadcrumb = ({ items, className }: BreadcrumbProps) => (
  <nav aria-label={t('common.breadcrumb.label')} className={cn('min-w-0', className)}>
    <ol className="flex min-w-0 flex-wrap items-center gap-1.5 text-[13px] text-muted-foreground">
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return (
          <Fragment key={index}>
            <li className="min-w-0 truncate">
              {item.to && !last ? (
                <Link to={item.to} className="rounded-sm transition-colors hover:text-foreground">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={cn(last && 'text-foreground')}>
                  {item.label}
                </span>
              )}
            </li>
            {!last && (
              <li aria-hidden="true" className="flex">
                <ChevronRight className="size-3.5 rtl:-scale-x-100" strokeWidth={1.75} />
              </li>
            )}
          </Fragment>
        );
      })}
    </ol>
  </nav>
);
