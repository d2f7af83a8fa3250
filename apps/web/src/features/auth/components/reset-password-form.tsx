import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordRequestSchema, validationMessages } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { t } from '@/lib/i18n';

/** The new password under the contract's rule (required first), and its confirmation. */
export const resetPasswordFormSchema = z
  .object({
    password: changePasswordRequestSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: validationMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export interface ResetPasswordFormProps {
  /** The account's address: given to password managers so they save the new password under it. */
  email: string;
  pending: boolean;
  onSubmit: (password: string) => void;
}

/** New password + confirmation; the caller sends it with the link's token. */
export const ResetPasswordForm = ({ email, pending, onSubmit }: ResetPasswordFormProps) => {
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}
      noValidate
      className="flex flex-col gap-4"
    >
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        label={t('account.resetPasswordForm.newPassword')}
        error={errors.password?.message}
        hint={t('auth.fields.passwordHint')}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField
        label={t('account.resetPasswordForm.confirmPassword')}
        error={errors.confirmPassword?.message}
      >
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" loading={pending}>
        {pending ? t('account.resetPasswordForm.submitting') : t('account.resetPasswordForm.submit')}
      </Button>
    </form>
  );
};
