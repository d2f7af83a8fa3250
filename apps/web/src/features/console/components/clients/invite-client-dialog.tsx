import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type InviteRequest, inviteRequestSchema } from '@portico/contract';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { useInviteClient } from '../../api/invite-client';
import { InviteDialog } from '../shared/invite-dialog';

export interface InviteClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Invite client: name and email (the contract's inviteRequestSchema), then the new client's one-time
 * sign-in link to copy. A refusal (the email is taken) shows in the dialog, where the fields are.
 */
export const InviteClientDialog = ({ open, onOpenChange }: InviteClientDialogProps) => {
  const invite = useInviteClient();
  return (
    <InviteDialog
      open={open}
      onOpenChange={onOpenChange}
      invite={invite}
      invitedTitle={t('consoleClients.invite.invitedTitle')}
    >
      <InviteClientForm onSubmit={(values) => invite.mutate(values)} invite={invite} />
    </InviteDialog>
  );
};

const InviteClientForm = ({
  onSubmit,
  invite,
}: {
  onSubmit: (values: InviteRequest) => void;
  invite: ReturnType<typeof useInviteClient>;
}) => {
  const form = useForm({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors } = form.formState;
  return (
    <DialogForm
      title={t('consoleClients.invite.title')}
      description={t('consoleClients.invite.description')}
      onSubmit={form.handleSubmit(onSubmit)}
      error={invite.isError && errorMessage(invite.error, t('consoleClients.invite.failed'))}
      pending={invite.isPending}
      submitLabel={t('consoleClients.invite.submit')}
      pendingLabel={t('consoleClients.shared.inviting')}
    >
      <FormField label={t('consoleClients.shared.name')} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={t('consoleClients.shared.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
    </DialogForm>
  );
};
