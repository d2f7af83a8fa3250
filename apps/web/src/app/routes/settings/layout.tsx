import { Bell, KeyRound, type LucideIcon, SlidersHorizontal, UserRound } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { type MessageKey, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/paths';

const SECTIONS: readonly { to: string; label: MessageKey; icon: LucideIcon }[] = [
  { to: paths.profile(), label: 'settings.layout.profile', icon: UserRound },
  { to: paths.changePassword(), label: 'settings.layout.changePassword', icon: KeyRound },
  { to: paths.preferences(), label: 'settings.layout.preferences', icon: SlidersHorizontal },
  { to: paths.notificationSettings(), label: 'settings.layout.notifications', icon: Bell },
];

/** Settings: the four sections as tabs above a card of at most ~720 px (design.md Layout). */
export const Component = () => (
  <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-8 md:py-10">
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl leading-8 font-semibold tracking-tight">{t('settings.layout.title')}</h1>
      <p className="text-sm text-muted-foreground">{t('settings.layout.description')}</p>
    </div>
    <nav aria-label={t('settings.layout.title')} className="-mx-1 overflow-x-auto border-b border-border">
      <ul className="flex gap-1 px-1">
        {SECTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  '-mb-px flex h-10 items-center gap-2 border-b-2 px-2 text-[13px] whitespace-nowrap transition-colors sm:px-3 sm:text-sm',
                  isActive
                    ? 'border-primary font-medium text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )
              }
            >
              <Icon className="hidden size-4 sm:block" strokeWidth={1.75} aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
    <Outlet />
  </div>
);
