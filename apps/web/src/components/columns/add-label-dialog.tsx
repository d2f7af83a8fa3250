import { type FormEvent, type RefObject, useState } from 'react';
import { labelNameSchema } from '@portico/contract';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { t } from '@/lib/i18n';

export interface AddLabelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (label: string) => void;
  /** The picker that offered 'Add New Label': focus returns there (the option itself is gone by then). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** §2 'Add New Label': a modal with a Label field; §5: non-empty after trimming ('Label is required'). */
export const AddLabelDialog = ({ open, onOpenChange, onAdd, returnFocusTo }: AddLabelDialogProps) => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const close = () => {
    setValue('');
    setError(undefined);
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog renders in a portal, but React events bubble through the component tree: without this the
    // item form around the picker would be submitted too.
    event.stopPropagation();
    const parsed = labelNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onAdd(parsed.data);
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-sm" returnFocusTo={returnFocusTo}>
        <DialogForm
          title={t('boards.columns.addLabel.title')}
          description={t('boards.columns.addLabel.description')}
          onSubmit={submit}
          submitLabel={t('boards.columns.addLabel.submit')}
          onCancel={close}
          bodyClassName=""
        >
          <FormField label={t('boards.columns.addLabel.field')} error={error}>
            <Input
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                if (error) setError(undefined);
              }}
              maxLength={60}
              autoComplete="off"
            />
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
};
