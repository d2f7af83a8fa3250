import { type FormEvent, type RefObject, useState } from 'react';
import { labelNameSchema } from '@portico/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

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
      <DialogContent
        className="max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>Add New Label</DialogTitle>
            <DialogDescription>It is added to the column when you save the item.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <FormField label="Label" error={error}>
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
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Add Label</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
