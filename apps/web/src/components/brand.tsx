import { cn } from '@/lib/utils';

export interface LogoMarkProps {
  className?: string;
}

/** Portico's mark: a portico (columns under a pediment), drawn with the text colour. */
export const LogoMark = ({ className }: LogoMarkProps) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7', className)}>
    <rect width="32" height="32" rx="8" className="fill-primary" />
    <path
      d="M8 12.5 16 7.5l8 5M9.5 14.5h13M11.5 16.5v7M16 16.5v7M20.5 16.5v7M9 24.5h14"
      fill="none"
      className="stroke-primary-foreground"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** Portico's own name: a brand, the same in every language (so not a text of the catalogue). */
export const PRODUCT_NAME = 'Portico';

export interface LogoProps {
  className?: string;
}

/** The mark and the product name. */
export const Logo = ({ className }: LogoProps) => (
  <span className={cn('inline-flex items-center gap-2 text-[15px] font-semibold tracking-tight', className)}>
    <LogoMark />
    <span>{PRODUCT_NAME}</span>
  </span>
);
