import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatLocale } from '@/lib/format';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { inputClasses } from './input';
import { Label } from './label';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** Shown under the field (when the value expires, that it is shown once). */
  hint?: string;
  /** Monospaced text (passwords, tokens). */
  mono?: boolean;
  className?: string;
}

/** Copies text, falling back to selecting it when the clipboard is unavailable (plain http, old browsers). */
const copyText = async (text: string, input: HTMLInputElement | null): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return false;
  }
};

/**
 * A read-only value with a Copy button that says 'Copied' for a moment. The value stays selectable, so it
 * can always be copied by hand too.
 */
export const CopyField = ({ label, value, hint, mono, className }: CopyFieldProps) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={`${id}-value`}>{label}</Label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={`${id}-value`}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={cn(inputClasses, 'flex-1 text-[13px]', mono && 'font-mono tracking-tight')}
        />
        <Button
          variant="secondary"
          onClick={() => void copyText(value, input.current).then(setCopied)}
          // The label inside a sentence, in lower case (a name spoken, so the case of a German noun is not
          // heard): 'Copy sign-in link'.
          aria-label={
            copied
              ? t('common.copyField.copied', { label })
              : t('common.copyField.copy', { label: label.toLocaleLowerCase(formatLocale()) })
          }
        >
          {copied ? (
            <Check className="size-4 text-success-text" strokeWidth={2} aria-hidden="true" />
          ) : (
            <Copy className="size-4" strokeWidth={1.75} aria-hidden="true" />
          )}
          {copied ? t('common.copied') : t('common.copy')}
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-[13px] leading-5 text-muted-foreground">
          {hint}
        </p>
      )}
      <span className="sr-only" role="status">
        {copied ? t('common.copyField.copiedStatus', { label }) : ''}
      </span>
    </div>
  );
};
