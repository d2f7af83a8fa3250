import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { callDefaults, changePasswordFormSchema, toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
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
          toast.success(localize(toasts.success), {
            id: 'password',
            description: localize(toasts.passwordChanged),
          });
          form.reset();
        },
        onError: (error) => {
          console.error(error);
          toast.error(localize(toasts.error), {
            id: 'password',
            description: errorMessage(error, callDefaults.changePassword),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
      <FormField label={t('settings.changePassword.current')} error={errors.oldPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('oldPassword')} />
      </FormField>
      <FormField
        label={t('settings.changePassword.new')}
        error={errors.newPassword?.message}
        hint={t('settings.changePassword.newHint')}
      >
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label={t('settings.changePassword.confirm')} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <div className="border-t border-border pt-5">
        <Button type="submit" loading={change.isPending} disabled={!canChange()}>
          {t('settings.changePassword.submit')}
        </Button>
      </div>
    </form>
  );
};
