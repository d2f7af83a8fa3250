import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type InviteStaffRequest, STAFF_ROLES, inviteStaffRequestSchema } from '@portico/contract';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useInviteStaff } from '../../api/invite-staff';
import { ROLE_LABELS } from '../../hooks/use-console-access';
import { InviteDialog } from '../shared/invite-dialog';

export interface InviteStaffDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Invite staff: name, email and role (inviteStaffRequestSchema), then their one-time sign-in link. */
export const InviteStaffDialog = ({ open, onOpenChange }: InviteStaffDialogProps) => {
  const invite = useInviteStaff();
  return (
    <InviteDialog
      open={open}
      onOpenChange={onOpenChange}
      invite={invite}
      invitedTitle={t('consoleClients.inviteStaff.invitedTitle')}
    >
      <InviteStaffForm invite={invite} />
    </InviteDialog>
  );
};

const InviteStaffForm = ({ invite }: { invite: ReturnType<typeof useInviteStaff> }) => {
  const form = useForm<InviteStaffRequest>({
    resolver: zodResolver(inviteStaffRequestSchema),
    defaultValues: { name: '', email: '', role: 'editor' },
  });
  const { errors } = form.formState;
  return (
    <DialogForm
      title={t('consoleClients.inviteStaff.title')}
      description={t('consoleClients.inviteStaff.description')}
      onSubmit={form.handleSubmit((values) => invite.mutate(values))}
      error={invite.isError && errorMessage(invite.error, t('consoleClients.inviteStaff.failed'))}
      pending={invite.isPending}
      submitLabel={t('consoleClients.inviteStaff.submit')}
      pendingLabel={t('consoleClients.shared.inviting')}
    >
      <FormField label={t('consoleClients.shared.name')} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={t('consoleClients.shared.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-[13px] leading-5 font-medium">
          {t('consoleClients.inviteStaff.role')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {STAFF_ROLES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-control border border-input p-3 transition-colors hover:bg-accent',
                'has-[:checked]:border-primary has-[:checked]:bg-selected/60',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="radio"
                value={value}
                className="mt-0.5 size-4 shrink-0 accent-[var(--primary)] focus-visible:outline-none"
                {...form.register('role')}
              />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-medium">{t(ROLE_LABELS[value].label)}</span>
                <span className="text-[13px] leading-5 text-muted-foreground">
                  {t(ROLE_LABELS[value].description)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.role?.message && (
          <p role="alert" className="text-[13px] leading-5 text-destructive-text">
            {errors.role.message}
          </p>
        )}
      </fieldset>
    </DialogForm>
  );
};
