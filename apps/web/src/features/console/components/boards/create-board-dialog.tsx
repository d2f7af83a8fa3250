import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type CreateBoardRequest, createBoardRequestSchema } from '@portico/contract';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCreateBoard } from '../../api/create-board';
import { notifySuccess } from '../../utils/notify';

export interface CreateBoardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * New board: a name (the contract's createBoardRequestSchema) and whether clients may add items. The board
 * starts with one group and its Name column, and opens so its groups and columns can be set up.
 */
export const CreateBoardDialog = ({ open, onOpenChange }: CreateBoardDialogProps) => {
  const create = useCreateBoard();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={() => create.reset()}>
        {open && (
          <CreateBoardForm
            create={create}
            onSubmit={(values) =>
              create.mutate(values, {
                onSuccess: (response) => {
                  notifySuccess(response.message, 'board-created');
                  onOpenChange(false);
                  void navigate(paths.consoleBoard(response.data.id));
                },
              })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
};

const CreateBoardForm = ({
  create,
  onSubmit,
}: {
  create: ReturnType<typeof useCreateBoard>;
  onSubmit: (values: CreateBoardRequest) => void;
}) => {
  const form = useForm<CreateBoardRequest>({
    resolver: zodResolver(createBoardRequestSchema),
    defaultValues: { name: '', allowItemCreation: true },
  });
  const { errors } = form.formState;
  return (
    <DialogForm
      title={t('consoleBoard.shared.newBoard')}
      description={t('consoleBoard.create.description')}
      onSubmit={form.handleSubmit(onSubmit)}
      error={create.isError && errorMessage(create.error, t('consoleBoard.create.failed'))}
      pending={create.isPending}
      submitLabel={t('consoleBoard.create.submit')}
      pendingLabel={t('consoleBoard.create.pending')}
    >
      <FormField label={t('consoleBoard.shared.name')} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={120} {...form.register('name')} />
      </FormField>
      <Controller
        control={form.control}
        name="allowItemCreation"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-0.5">
              <Label htmlFor="new-board-items">{t('consoleBoard.shared.allowItems')}</Label>
              <p id="new-board-items-hint" className="text-[13px] text-muted-foreground">
                {t('consoleBoard.create.allowItemsHint')}
              </p>
            </div>
            <Switch
              id="new-board-items"
              aria-describedby="new-board-items-hint"
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </div>
        )}
      />
    </DialogForm>
  );
};
