import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PortalSettings } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { useRemovePortalLogo } from '../../api/remove-portal-logo';
import { useSetPortalLogo } from '../../api/set-portal-logo';
import { notifyError, notifySuccess } from '../../utils/notify';
import { ConsoleCard } from '../shared/console-page';
import { FormAlert } from '@/components/ui/form-alert';

/** The image types the server keeps as a logo (it checks the bytes, not the name). */
export const LOGO_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

export interface BrandingCardProps {
  settings: PortalSettings;
}

/**
 * The portal's logo: a preview, Upload (the server says why an image is refused: not an image, too large)
 * and Remove, which asks first.
 */
export const BrandingCard = ({ settings }: BrandingCardProps) => {
  const input = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const upload = useSetPortalLogo();
  const remove = useRemovePortalLogo();
  const [confirming, setConfirming] = useState(false);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    remove.reset();
    upload.mutate(file, {
      onSuccess: (response) => notifySuccess(response.message, 'portal-logo'),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (response) => {
        setConfirming(false);
        upload.reset();
        notifySuccess(response.message, 'portal-logo');
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error, t('console.branding.removeFailed'), 'portal-logo');
      },
    });

  return (
    <ConsoleCard title={t('console.branding.title')} titleId="settings-branding-title">
      <div className="flex flex-col gap-4 px-5 py-5">
        <div className="flex items-center gap-4">
          <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-card border border-border bg-background">
            {settings.logo ? (
              <img
                src={settings.logo}
                alt={t('console.branding.currentLogo')}
                className="size-full object-contain p-1.5"
              />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-control bg-primary text-lg font-semibold text-primary-foreground"
              >
                {settings.name.slice(0, 1).toUpperCase()}
              </span>
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="text-sm font-medium">
              {settings.logo ? t('console.branding.yourLogo') : t('console.branding.noLogo')}
            </p>
            <p className="text-[13px] leading-5 text-muted-foreground">{t('console.branding.hint')}</p>
          </div>
        </div>
        {upload.isError && (
          <FormAlert>{errorMessage(upload.error, t('console.branding.uploadFailed'))}</FormAlert>
        )}
        <input
          ref={input}
          type="file"
          accept={LOGO_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('console.branding.image')}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            // The same file may be chosen again after a refusal.
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            ref={uploadButton}
            variant="secondary"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {!upload.isPending && <ImageUp className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            {upload.isPending
              ? t('console.branding.uploading')
              : settings.logo
                ? t('console.branding.replace')
                : t('console.branding.upload')}
          </Button>
          {settings.logo && (
            <Button variant="ghost" className="text-destructive-text" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
              {t('common.remove')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('console.branding.confirmTitle')}
        description={t('console.branding.confirmDescription')}
        confirmLabel={t('console.branding.confirmLabel')}
        pendingLabel={t('console.branding.removing')}
        pending={remove.isPending}
        destructive
        onConfirm={onRemove}
        returnFocusTo={uploadButton}
      />
    </ConsoleCard>
  );
};
