import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import type { OpenSession } from '../hooks/use-open-session';
import { AuthCard } from './auth-card';

export interface SwitchAccountPromptProps {
  /** Who is signed in on this browser now. */
  session: OpenSession;
  /** Goes on with the sign-in this page was opened for; it replaces the open session. */
  onContinue: () => void;
  /** Leaves the open session as it is. */
  onKeep: () => void;
}

/**
 * Shown instead of signing in when a sign-in page (/callback, a login link) opens in a browser that
 * already has a session: a link someone else made could otherwise swap the person's session for an
 * account of theirs without them noticing.
 */
export const SwitchAccountPrompt = ({ session, onContinue, onKeep }: SwitchAccountPromptProps) => (
  <AuthCard title={t('account.switchAccount.title')} description={t('account.switchAccount.description')}>
    <section
      aria-labelledby="open-session-label"
      className="flex items-center gap-3 rounded-card border border-border bg-background p-3"
    >
      <UserAvatar
        name={session.name}
        email={session.email}
        src={session.profilePicture}
        decorative
        className="size-10"
      />
      <div className="flex min-w-0 flex-col">
        <span id="open-session-label" className="text-xs text-muted-foreground">
          {t('account.switchAccount.signedInAs')}
        </span>
        <span className="truncate text-sm font-medium">
          {session.name ?? t('account.switchAccount.currentAccount')}
        </span>
        {session.email && <span className="truncate text-[13px] text-muted-foreground">{session.email}</span>}
      </div>
    </section>
    <div className="flex flex-col gap-3">
      <Button size="lg" className="w-full" onClick={onContinue}>
        {t('account.switchAccount.continue')}
      </Button>
      <Button variant="secondary" size="lg" className="w-full" onClick={onKeep}>
        {t('account.switchAccount.keep')}
      </Button>
      <p className="text-center text-[13px] text-muted-foreground">
        {session.name === null
          ? t('account.switchAccount.signsOutCurrent')
          : t('account.switchAccount.signsOut', { name: session.name })}
      </p>
    </div>
  </AuthCard>
);
