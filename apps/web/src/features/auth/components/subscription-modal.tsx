import { ShieldAlert } from 'lucide-react';
import { screenTexts } from '@portico/contract';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { isSubscriptionValid } from '@/lib/gating';
import { localize, t } from '@/lib/i18n';

export interface SubscriptionModalProps {
  status: string;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/**
 * §2 Overlays: 'Invalid Subscription' — no close button, and neither Escape nor an outside click dismisses
 * it. Signing out (to use another account) is the only way on.
 */
export const SubscriptionModal = ({ status, onLogout, isLoggingOut }: SubscriptionModalProps) => (
  <AlertDialog open={!isSubscriptionValid(status)}>
    <AlertDialogContent onEscapeKeyDown={(event) => event.preventDefault()} className="p-6">
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-warning text-warning-foreground">
          <ShieldAlert className="size-6" strokeWidth={1.75} aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-2">
          <AlertDialogTitle>{localize(screenTexts.invalidSubscriptionTitle)}</AlertDialogTitle>
          <AlertDialogDescription>{localize(screenTexts.invalidSubscriptionText)}</AlertDialogDescription>
        </div>
        <Button variant="secondary" className="mt-2 w-full" onClick={onLogout} loading={isLoggingOut}>
          {t('account.subscriptionModal.logOut')}
        </Button>
      </div>
    </AlertDialogContent>
  </AlertDialog>
);
