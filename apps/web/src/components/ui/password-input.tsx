import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, forwardRef, useState } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Input } from './input';

/** A password field with a button to show what was typed. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<ComponentProps<'input'>, 'type'>>(
  ({ className, disabled, ...props }, ref) => {
    const [visible, setVisible] = useState(false);
    return (
      <div className="relative">
        <Input
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={cn('pe-10', className)}
          disabled={disabled}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          disabled={disabled}
          aria-label={visible ? t('common.passwordInput.hide') : t('common.passwordInput.show')}
          aria-pressed={visible}
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-control text-muted-foreground transition-colors hover:text-foreground disabled:opacity-60"
        >
          {visible ? (
            <EyeOff className="size-4" strokeWidth={1.75} aria-hidden="true" />
          ) : (
            <Eye className="size-4" strokeWidth={1.75} aria-hidden="true" />
          )}
        </button>
      </div>
    );
  },
);
PasswordInput.displayName = 'PasswordInput';
