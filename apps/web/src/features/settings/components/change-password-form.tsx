import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { callDefaults, changePasswordFormSchema, toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/errors';
import { useChangePassword } from '../api/change-password';
import { canChange } from '@/lib/gating';

/** Settings › Change Password: current, new and confirmation (§5 messages); other sessions end. */
export const ChangePasswordForm = () => {
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ oldPassword, newPassword }) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(toasts.success, { id: 'password', description: toasts.passwordChanged });
          form.reset();
        },
        onError: (error) => {
          console.error(error);
          toast.error(toasts.error, {
            id: 'password',
            description: errorMessage(error, callDefaults.changePassword),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
      <FormField label="Current password" error={errors.oldPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('oldPassword')} />
      </FormField>
      <FormField
        label="New password"
        error={errors.newPassword?.message}
        hint="At least 8 characters, with upper and lower case letters, a number and a symbol."
      >
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <div className="border-t border-border pt-5">
        <Button type="submit" loading={change.isPending} disabled={!canChange()}>
          Update Password
        </Button>
      </div>
    </form>
  );
};
