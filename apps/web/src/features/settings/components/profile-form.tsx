import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { callDefaults, toasts, updateProfileFieldsSchema } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker } from './avatar-picker';
import { canChange } from '@/lib/gating';

/**
 * Settings › Profile (§2, §4): read-only until the edit icon is pressed; Cancel or a successful save make
 * it read-only again. The email cannot be changed.
 */
export const ProfileForm = () => {
  const { user, updateUser } = useAuth();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(false);
  const form = useForm({
    resolver: zodResolver(updateProfileFieldsSchema),
    defaultValues: { name: user?.name ?? '' },
  });
  const { errors } = form.formState;
  if (!user) return null;

  const stopEditing = () => {
    setEditing(false);
    setFile(null);
    form.reset({ name: user.name });
  };

  const onSubmit = form.handleSubmit(({ name }) =>
    update.mutate(
      { name, profilePicture: file },
      {
        onSuccess: (updated) => {
          updateUser(updated);
          toast.success(localize(toasts.success), {
            id: 'profile',
            description: localize(toasts.profileUpdated),
          });
          setEditing(false);
          setFile(null);
          form.reset({ name: updated.name });
        },
        onError: (error) => {
          console.error(error);
          toast.error(localize(toasts.error), {
            id: 'profile',
            description: errorMessage(error, callDefaults.updateProfile),
          });
        },
      },
    ),
  );

  const busy = update.isPending || compressing;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <AvatarPicker
        name={user.name}
        email={user.email}
        currentUrl={user.profilePicture}
        file={file}
        onFileChange={setFile}
        onBusyChange={setCompressing}
        disabled={!editing || update.isPending}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('settings.profile.name')}
          error={errors.name?.message}
          aside={
            !editing &&
            canChange() && (
              <Button
                variant="ghost"
                size="sm"
                className="-my-1 h-7 px-2 text-primary-text"
                onClick={() => {
                  form.reset({ name: user.name });
                  setEditing(true);
                  // Let the field become editable before moving focus into it.
                  setTimeout(() => form.setFocus('name'), 0);
                }}
                aria-label={t('settings.profile.edit')}
              >
                <Pencil className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
                {t('common.edit')}
              </Button>
            )
          }
        >
          <Input autoComplete="name" readOnly={!editing} {...form.register('name')} />
        </FormField>
        <FormField label={t('settings.profile.email')} hint={t('settings.profile.emailHint')}>
          <Input type="email" value={user.email} readOnly />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-5">
        <Button type="submit" disabled={!editing || busy} loading={update.isPending}>
          {t('settings.profile.submit')}
        </Button>
        <Button variant="secondary" disabled={!editing || update.isPending} onClick={stopEditing}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
};
