import { Camera } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localize, t } from '@/lib/i18n';
import { compressImage, imageProblem } from '../utils/compress-image';

export interface AvatarPickerProps {
  name: string;
  email: string;
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
}

/**
 * Profile picture: shows the current one, or a preview of the chosen one once it is compressed
 * ('Uploading...' meanwhile, §2). Non-images are refused with the library's messages (§5).
 */
export const AvatarPicker = ({
  name,
  email,
  currentUrl,
  file,
  onFileChange,
  onBusyChange,
  disabled,
}: AvatarPickerProps) => {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The preview belongs to the file it was made for; when the form drops the file, it is not shown.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);
  const previewUrl = preview && preview.file === file ? preview.url : null;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = imageProblem(chosen);
    setError(problem);
    if (problem) return;
    setBusy(true);
    onBusyChange(true);
    try {
      const compressed = await compressImage(chosen);
      setPreview({ file: compressed, url: URL.createObjectURL(compressed) });
      onFileChange(compressed);
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <div className="flex items-center gap-5">
      <UserAvatar name={name} email={email} src={previewUrl ?? currentUrl} className="size-20 text-2xl" />
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('settings.avatarPicker.label')}
          disabled={disabled || busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
          className="self-start"
        >
          {busy ? <Spinner /> : <Camera className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          {busy
            ? t('settings.avatarPicker.uploading')
            : file
              ? t('settings.avatarPicker.chooseAnother')
              : t('settings.avatarPicker.change')}
        </Button>
        <p
          className={error ? 'text-[13px] text-destructive-text' : 'text-[13px] text-muted-foreground'}
          role={error ? 'alert' : undefined}
        >
          {error
            ? localize(error)
            : file
              ? t('settings.avatarPicker.ready')
              : t('settings.avatarPicker.formats')}
        </p>
      </div>
    </div>
  );
};
