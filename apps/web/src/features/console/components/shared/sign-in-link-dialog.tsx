import { Link2 } from 'lucide-react';
import type { RefObject } from 'react';
import type { SignInLink } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { expiresIn } from '../../utils/expiry';

export interface SignInLinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose link it is (their name, else their email). */
  who: string;
  /** The link once the server has made it; a placeholder shows meanwhile. */
  link: SignInLink | undefined;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A one-time sign-in link to copy and send: it signs its owner in once, until it expires. */
export const SignInLinkDialog = ({ open, onOpenChange, who, link, returnFocusTo }: SignInLinkDialogProps) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent returnFocusTo={returnFocusTo}>
      <DialogHeader>
        <DialogTitle>{t('console.signInLink.title')}</DialogTitle>
        <DialogDescription>{t('console.signInLink.description', { who })}</DialogDescription>
      </DialogHeader>
      <DialogBody>
        {link ? (
          <SignInLinkField link={link} />
        ) : (
          <div className="flex flex-col gap-1.5" aria-busy="true">
            <span className="flex items-center gap-2 text-[13px] text-muted-foreground" role="status">
              <Link2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
              {t('console.signInLink.creating')}
            </span>
            <Skeleton className="h-9 w-full" />
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t('common.done')}</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);

/** The link with its copy button and when it expires. */
export const SignInLinkField = ({ link }: { link: SignInLink }) => (
  <CopyField
    label={t('console.signInLink.label')}
    value={link.url}
    hint={t('console.signInLink.hint', { expires: expiresIn(link.expiresAt) })}
  />
);
