import { type ComponentProps, type Ref, useCallback, useLayoutEffect, useRef } from 'react';
import { Textarea } from './textarea';

export interface AutoTextareaProps extends Omit<ComponentProps<'textarea'>, 'rows'> {
  minRows: number;
  maxRows: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A textarea that grows with its text from `minRows` to `maxRows`, then scrolls. */
export const AutoTextarea = ({ minRows, maxRows, ref, onChange, style, ...props }: AutoTextareaProps) => {
  const inner = useRef<HTMLTextAreaElement | null>(null);

  const resize = useCallback(() => {
    const el = inner.current;
    if (!el) return;
    const cs = window.getComputedStyle(el);
    const line = Number.parseFloat(cs.lineHeight) || 24;
    const chrome =
      Number.parseFloat(cs.paddingTop) +
      Number.parseFloat(cs.paddingBottom) +
      Number.parseFloat(cs.borderTopWidth) +
      Number.parseFloat(cs.borderBottomWidth);
    el.style.height = 'auto';
    const rows = Math.min(maxRows, Math.max(minRows, Math.ceil((el.scrollHeight - chrome + 1) / line)));
    el.style.height = `${rows * line + chrome}px`;
    el.style.overflowY = el.scrollHeight > rows * line + chrome + 1 ? 'auto' : 'hidden';
  }, [minRows, maxRows]);

  useLayoutEffect(resize);

  return (
    <Textarea
      {...props}
      rows={minRows}
      style={style}
      ref={(el) => {
        inner.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      onChange={(event) => {
        onChange?.(event);
        resize();
      }}
    />
  );
};
