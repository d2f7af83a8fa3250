import { Z_INDEX } from '@portico/contract';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';
import { LogoMark } from './brand';

export interface LoadingScreenProps {
  /** What is happening, for screen readers and as the visible caption ('Loading…' unless given). */
  label?: string;
}

/**
 * §2 Overlays: the full-screen loading overlay (z-index 1300) shown while the authentication check is
 * pending. Its content fades in after a moment, so a fast check shows nothing but the canvas.
 */
export const LoadingScreen = ({ label }: LoadingScreenProps) => (
  <div
    className="fixed inset-0 grid place-items-center bg-background"
    style={{ zIndex: Z_INDEX.fullScreenOverlay }}
    role="status"
    aria-live="polite"
    data-testid="loading-overlay"
  >
    <div className="flex flex-col items-center gap-4 animate-appear-late">
      <LogoMark className="size-10" />
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {/* The only content of the page meanwhile, so it is the page's heading. */}
        <h1 className="text-sm font-normal">{label ?? t('common.loadingScreen.label')}</h1>
      </div>
    </div>
  </div>
);
