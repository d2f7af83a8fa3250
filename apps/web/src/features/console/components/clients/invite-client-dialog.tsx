import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type InviteRequest, inviteRequestSchema } from '@portico/contract';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
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
    <InviteDialog open={open} onOpenChange={onOpenChange} invite={invite} invitedTitle="Client invited">
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
      title="Invite client"
      description="They get an active account and a one-time link to sign in; they can set a password later."
      onSubmit={form.handleSubmit(onSubmit)}
      error={invite.isError && errorMessage(invite.error, 'The client could not be invited.')}
      pending={invite.isPending}
      submitLabel="Invite client"
      pendingLabel="Inviting..."
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
    </DialogForm>
  );
};
