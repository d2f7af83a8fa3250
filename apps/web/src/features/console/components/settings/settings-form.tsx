import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, type Ref, useId } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import {
  LANGUAGES,
  type Language,
  type PortalSettings,
  type SignupMethod,
  type UpdatePortalSettingsRequest,
  updatePortalSettingsRequestSchema,
} from '@portico/contract';
import { LanguageItems } from '@/components/language-items';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { type MessageKey, t } from '@/lib/i18n';
import { useUpdatePortalSettings } from '../../api/update-portal-settings';
import { notifySuccess } from '../../utils/notify';
import { ConsoleCard } from '../shared/console-page';
import { FormAlert } from '@/components/ui/form-alert';

export const SIGNUP_METHOD_LABELS: Record<SignupMethod, { label: MessageKey; hint: MessageKey }> = {
  'signup-with-admin-approval': {
    label: 'console.settings.signup.approval',
    hint: 'console.settings.signup.approvalHint',
  },
  'signup-without-admin-approval': {
    label: 'console.settings.signup.open',
    hint: 'console.settings.signup.openHint',
  },
  closed: {
    label: 'console.settings.signup.closed',
    hint: 'console.settings.signup.closedHint',
  },
};

type Values = Required<UpdatePortalSettingsRequest>;
type SwitchName =
  | 'allowNewValueCreation'
  | 'allowUsersToCreateNewItems'
  | 'filterItemsByEmail'
  | 'grantAllBoards'
  | 'browserLanguage';

const EDITABLE = [
  'name',
  'description',
  'signupMethod',
  'allowNewValueCreation',
  'allowUsersToCreateNewItems',
  'filterItemsByEmail',
  'grantAllBoards',
  'language',
  'browserLanguage',
] as const satisfies readonly (keyof Values)[];

interface SwitchRow {
  name: SwitchName;
  label: MessageKey;
  hint: MessageKey;
}

const SWITCHES: readonly SwitchRow[] = [
  {
    name: 'allowNewValueCreation',
    label: 'console.settings.allowNewValueCreation',
    hint: 'console.settings.allowNewValueCreationHint',
  },
  {
    name: 'allowUsersToCreateNewItems',
    label: 'console.settings.allowUsersToCreateNewItems',
    hint: 'console.settings.allowUsersToCreateNewItemsHint',
  },
  {
    name: 'filterItemsByEmail',
    label: 'console.settings.filterItemsByEmail',
    hint: 'console.settings.filterItemsByEmailHint',
  },
  {
    name: 'grantAllBoards',
    label: 'console.settings.grantAllBoards',
    hint: 'console.settings.grantAllBoardsHint',
  },
];

const BROWSER_LANGUAGE: SwitchRow = {
  name: 'browserLanguage',
  label: 'console.settings.browserLanguage',
  hint: 'console.settings.browserLanguageHint',
};

const valuesOf = (settings: PortalSettings): Values => ({
  name: settings.name,
  description: settings.description,
  signupMethod: settings.signupMethod,
  allowNewValueCreation: settings.allowNewValueCreation,
  allowUsersToCreateNewItems: settings.allowUsersToCreateNewItems,
  filterItemsByEmail: settings.filterItemsByEmail,
  grantAllBoards: settings.grantAllBoards,
  language: settings.language,
  browserLanguage: settings.browserLanguage,
});

export interface SettingsFormProps {
  settings: PortalSettings;
}

/**
 * The portal's name, description, signup and what clients may do, validated with the request's own schema.
 * Save sends only what changed; the server's answer becomes the form's new starting point.
 */
export const SettingsForm = ({ settings }: SettingsFormProps) => {
  const update = useUpdatePortalSettings();
  const form = useForm<UpdatePortalSettingsRequest>({
    resolver: zodResolver(updatePortalSettingsRequestSchema),
    defaultValues: valuesOf(settings),
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const changes = Object.fromEntries(
      EDITABLE.filter((key) => values[key] !== undefined && values[key] !== settings[key]).map((key) => [
        key,
        values[key],
      ]),
    ) as UpdatePortalSettingsRequest;
    if (Object.keys(changes).length === 0) {
      form.reset(valuesOf(settings));
      return;
    }
    update.mutate(changes, {
      onSuccess: (response) => {
        form.reset(valuesOf(response.data));
        notifySuccess(response.message, 'portal-settings');
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-6"
      aria-label={t('console.settings.formLabel')}
    >
      {update.isError && (
        <FormAlert>{errorMessage(update.error, t('console.settings.saveFailed'))}</FormAlert>
      )}
      <ConsoleCard title={t('console.settings.general')} titleId="settings-general-title">
        <div className="flex flex-col gap-5 px-5 py-5">
          <FormField label={t('console.settings.portalName')} error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField
            label={t('console.settings.description')}
            error={errors.description?.message}
            hint={t('console.settings.descriptionHint')}
          >
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
        </div>
      </ConsoleCard>
      <ConsoleCard title={t('console.settings.access')} titleId="settings-access-title">
        <div className="flex flex-col px-5 py-5">
          <Controller
            control={form.control}
            name="signupMethod"
            render={({ field, fieldState }) => (
              <SignupSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <SwitchRows control={form.control} rows={SWITCHES} />
        </div>
      </ConsoleCard>
      <ConsoleCard title={t('console.settings.languageCard')} titleId="settings-language-title">
        <div className="flex flex-col px-5 py-5">
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <LanguageSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
              />
            )}
          />
          <SwitchRows control={form.control} rows={[BROWSER_LANGUAGE]} />
        </div>
      </ConsoleCard>
      <div className="sticky bottom-4 z-[2] flex flex-wrap items-center justify-end gap-3 rounded-card border border-border bg-surface px-5 py-3 shadow-raised">
        <p className="me-auto text-[13px] text-muted-foreground" aria-live="polite">
          {isDirty ? t('console.settings.unsaved') : ''}
        </p>
        <Button
          type="button"
          variant="secondary"
          disabled={!isDirty || update.isPending}
          onClick={() => {
            update.reset();
            form.reset(valuesOf(settings));
          }}
        >
          {t('common.discard')}
        </Button>
        <Button type="submit" loading={update.isPending} disabled={!isDirty}>
          {update.isPending ? t('common.saving') : t('common.saveChanges')}
        </Button>
      </div>
    </form>
  );
};

interface SignupSelectProps {
  value: SignupMethod | undefined;
  onChange: (value: SignupMethod) => void;
  onBlur: () => void;
  triggerRef: Ref<HTMLButtonElement>;
  error: string | undefined;
}

/** The contract's SIGNUP_METHODS, in the order the select offers them (the record above is exhaustive). */
const SIGNUP_METHODS = Object.keys(SIGNUP_METHOD_LABELS) as SignupMethod[];
const isSignupMethod = (value: string): value is SignupMethod => value in SIGNUP_METHOD_LABELS;

/** Who may create an account, by name, with what the chosen way means under it. */
const SignupSelect = ({ value, onChange, onBlur, triggerRef, error }: SignupSelectProps) => {
  const id = useId();
  const message = error ?? (value ? t(SIGNUP_METHOD_LABELS[value].hint) : undefined);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('console.settings.signup')}</Label>
      <Select value={value} onValueChange={(next) => isSignupMethod(next) && onChange(next)}>
        <SelectTrigger
          ref={triggerRef}
          id={id}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className="sm:max-w-sm"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {SIGNUP_METHODS.map((method) => (
            <SelectItem key={method} value={method}>
              {t(SIGNUP_METHOD_LABELS[method].label)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {message && (
        <p
          id={`${id}-message`}
          role={error ? 'alert' : undefined}
          className={
            error
              ? 'text-[13px] leading-5 text-destructive-text'
              : 'text-[13px] leading-5 text-muted-foreground'
          }
        >
          {message}
        </p>
      )}
    </div>
  );
};

/** On/off settings, a row each, under the card's select. */
const SwitchRows = ({
  control,
  rows,
}: {
  control: Control<UpdatePortalSettingsRequest>;
  rows: readonly SwitchRow[];
}) => (
  <ul className="mt-5 flex flex-col divide-y divide-border border-t border-border">
    {rows.map((item) => (
      <Controller
        key={item.name}
        control={control}
        name={item.name}
        render={({ field }) => (
          <SettingSwitch label={t(item.label)} hint={t(item.hint)}>
            {(ids) => (
              <Switch
                {...ids}
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </SettingSwitch>
        )}
      />
    ))}
  </ul>
);

interface LanguageSelectProps {
  value: Language | undefined;
  onChange: (value: Language) => void;
  onBlur: () => void;
  triggerRef: Ref<HTMLButtonElement>;
}

const isLanguage = (value: string): value is Language => LANGUAGES.includes(value as Language);

/**
 * The portal's default language: what the sign-in page, emails and every person who has not chosen their
 * own read. Each language is named in itself, as people look for their own.
 */
const LanguageSelect = ({ value, onChange, onBlur, triggerRef }: LanguageSelectProps) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('console.settings.language')}</Label>
      <Select value={value} onValueChange={(next) => isLanguage(next) && onChange(next)}>
        <SelectTrigger
          ref={triggerRef}
          id={id}
          onBlur={onBlur}
          aria-describedby={`${id}-hint`}
          className="sm:max-w-sm"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <LanguageItems />
        </SelectContent>
      </Select>
      <p id={`${id}-hint`} className="text-[13px] leading-5 text-muted-foreground">
        {t('console.settings.languageHint')}
      </p>
    </div>
  );
};

interface SettingSwitchProps {
  label: string;
  hint: string;
  children: (ids: { id: string; 'aria-describedby': string }) => ReactNode;
}

/** One on/off setting: its label and a sentence about it, the switch at the end of the row. */
const SettingSwitch = ({ label, hint, children }: SettingSwitchProps) => {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-6 py-4 last:pb-0">
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id} className="text-sm">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-[13px] leading-5 text-muted-foreground">
          {hint}
        </p>
      </div>
      <span className="pt-0.5">{children({ id, 'aria-describedby': `${id}-hint` })}</span>
    </li>
  );
};
