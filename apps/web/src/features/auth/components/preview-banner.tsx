import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Trans, t } from '@/lib/i18n';
import { useLogout } from '../api/logout';
import { paths } from '@/lib/paths';
import { forgetPreview, isPreviewing } from '@/lib/preview';

export interface PreviewBannerProps {
  /** The client this tab shows the portal as. */
  name: string;
}

/**
 * The banner of a preview tab (lib/preview.ts): whom the portal is shown as, that nothing can be changed,
 * and the way out. Ending it revokes the preview's session and closes the tab (or, where the browser keeps
 * it open, goes to the console's clients with the staff member's own session).
 */
export const PreviewBanner = ({ name }: PreviewBannerProps) => {
  const queryClient = useQueryClient();
  const { mutateAsync: revoke } = useLogout();
  const [ending, setEnding] = useState(false);
  if (!isPreviewing()) return null;

  const end = async () => {
    setEnding(true);
    try {
      await revoke();
    } catch (error) {
      // An expired or revoked preview is over already; anything else still ends it here.
      console.error(error);
    }
    forgetPreview();
    queryClient.clear();
    window.close();
    window.location.assign(paths.consoleClients());
  };

  return (
    <section
      aria-label={t('account.previewBanner.label')}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-border bg-primary px-4 py-1.5 text-[13px] text-primary-foreground"
    >
      <Eye className="size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
      <p>
        <Trans
          id="account.previewBanner.text"
          values={{ name }}
          components={{ 0: <strong className="font-semibold" /> }}
        />
      </p>
      <Button size="sm" variant="secondary" className="h-7" onClick={() => void end()} loading={ending}>
        {t('account.previewBanner.end')}
      </Button>
    </section>
  );
};
