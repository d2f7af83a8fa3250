import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type AddPersonRequest,
  type ConsolePerson,
  MAX_UPLOAD_BYTES,
  addPersonRequestSchema,
  serverMessages,
} from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { type MessageKey, localize, t } from '@/lib/i18n';
import { useAddPerson } from '../../api/add-person';
import { useRemovePersonPhoto } from '../../api/remove-person-photo';
import { useSetPersonPhoto } from '../../api/set-person-photo';
import { useUpdatePerson } from '../../api/update-person';
import { notifySuccess } from '../../utils/notify';

/** The image types the server keeps as a photo (it checks the bytes, not the name). */
const PHOTO_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

/** What the dialog says of the person: an account's email is its sign-in and stays; anyone else's may change. */
const DESCRIPTIONS: Record<ConsolePerson['account'], MessageKey> = {
  client: 'consoleClients.personDialog.clientAccount',
  staff: 'consoleClients.personDialog.staffAccount',
  none: 'consoleClients.personDialog.directory',
};

export interface PersonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person to edit; none to add one. */
  person?: ConsolePerson;
}

/** Add person / Edit person: name, email and a photo with its preview, saved together. */
export const PersonDialog = ({ open, onOpenChange, person }: PersonDialogProps) => {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent>
        {open && <PersonForm person={person} onBusy={setBusy} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
};

/** A chosen photo with its preview URL; the URL is released when another is chosen and on close. */
const useChosenPhoto = () => {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const current = useRef(chosen);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    current.current = next;
    setChosen(next);
  };
  return [chosen, choose] as const;
};

const PersonForm = ({
  person: initial,
  onBusy,
  onDone,
}: {
  person?: ConsolePerson;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) => {
  // After an add whose photo was refused, the dialog edits the person it added.
  const [person, setPerson] = useState(initial);
  const [chosen, setFile] = useChosenPhoto();
  const file = chosen?.file ?? null;
  const [dropPhoto, setDropPhoto] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const add = useAddPerson();
  const update = useUpdatePerson();
  const setPhoto = useSetPersonPhoto();
  const removePhoto = useRemovePersonPhoto();
  const form = useForm({
    resolver: zodResolver(addPersonRequestSchema),
    defaultValues: { name: initial?.name ?? '', email: initial?.email ?? '' },
  });
  const { errors } = form.formState;
  const hasAccount = person !== undefined && person.account !== 'none';
  const shown = chosen?.url ?? (dropPhoto ? null : (person?.photo ?? null));
  const [name, email] = useWatch({ control: form.control, name: ['name', 'email'] });

  const onFile = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MAX_UPLOAD_BYTES) return setFailure(localize(serverMessages.fileTooLarge));
    setFailure(null);
    setDropPhoto(false);
    setFile(chosen);
  };

  const onSubmit = async (values: AddPersonRequest) => {
    setFailure(null);
    setSaving(true);
    onBusy(true);
    let saved = person;
    // The server's words: the added or saved person's message, else the photo's.
    let message = '';
    try {
      if (!saved) ({ data: saved, message } = await add.mutateAsync(values));
      else if (values.name !== saved.name || (!hasAccount && values.email !== saved.email))
        ({ data: saved, message } = await update.mutateAsync({
          personId: saved.id,
          name: values.name,
          ...(!hasAccount && { email: values.email }),
        }));
      const photo = file
        ? await setPhoto.mutateAsync({ personId: saved.id, file })
        : dropPhoto && saved.hasOwnPhoto
          ? await removePhoto.mutateAsync(saved.id)
          : null;
      message ||= photo?.message ?? '';
      if (message) notifySuccess(message, `person-${saved.id}`);
      onDone();
    } catch (error) {
      setPerson(saved);
      setFailure(
        saved && !initial
          ? t('consoleClients.personDialog.photoFailed', {
              name: values.name,
              reason: errorMessage(error, t('consoleClients.personDialog.photoFallback')),
            })
          : errorMessage(error, t('consoleClients.personDialog.saveFailed')),
      );
    } finally {
      setSaving(false);
      onBusy(false);
    }
  };

  return (
    <DialogForm
      title={initial ? t('consoleClients.personDialog.editTitle') : t('consoleClients.personDialog.addTitle')}
      description={t(DESCRIPTIONS[person?.account ?? 'none'])}
      onSubmit={form.handleSubmit(onSubmit)}
      error={failure}
      pending={saving}
      submitLabel={initial || person ? t('common.save') : t('consoleClients.personDialog.addTitle')}
      pendingLabel={t('common.saving')}
    >
      <div className="flex items-center gap-4">
        <UserAvatar name={name} email={email} src={shown} className="size-16 text-lg" />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-[13px] leading-5 text-muted-foreground">
            {file
              ? t('consoleClients.personDialog.newPhoto', { file: file.name })
              : t('consoleClients.personDialog.photoTypes')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => input.current?.click()}>
              <ImageUp className="size-4" strokeWidth={1.75} aria-hidden="true" />
              {shown
                ? t('consoleClients.personDialog.changePhoto')
                : t('consoleClients.personDialog.choosePhoto')}
            </Button>
            {(file || (person?.hasOwnPhoto && !dropPhoto)) && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-destructive-text"
                onClick={() => {
                  setFile(null);
                  setDropPhoto(true);
                }}
              >
                <Trash2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
                {t('consoleClients.personDialog.removePhoto')}
              </Button>
            )}
          </div>
        </div>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('consoleClients.personDialog.photo')}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <FormField label={t('consoleClients.shared.name')} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField
        label={t('consoleClients.shared.email')}
        error={errors.email?.message}
        hint={hasAccount ? t('consoleClients.personDialog.emailHint') : undefined}
      >
        <Input type="email" autoComplete="off" readOnly={hasAccount} {...form.register('email')} />
      </FormField>
    </DialogForm>
  );
};
