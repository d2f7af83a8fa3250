import { Input } from '@/components/ui/input';
import type { EditorProps } from '../../model';

/** Date: the browser's date input, which reads and writes YYYY-MM-DD like the API. */
export const DateEditor = ({ draft, onChange, id, invalid, describedBy, disabled }: EditorProps) => (
  <Input
    id={id}
    type="date"
    value={draft.text}
    onChange={(e) => onChange({ text: e.target.value })}
    disabled={disabled}
    aria-invalid={invalid || undefined}
    aria-describedby={describedBy}
    className="tabular w-full sm:w-56"
  />
);
