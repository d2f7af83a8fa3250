import { Bell, KeyRound, SlidersHorizontal, UserRound } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/paths';

const SECTIONS = [
  { to: paths.profile(), label: 'Profile', icon: UserRound },
  { to: paths.changePassword(), label: 'Change Password', icon: KeyRound },
  { to: paths.preferences(), label: 'Preferences', icon: SlidersHorizontal },
  { to: paths.notificationSettings(), label: 'Notifications', icon: Bell },
] as const;

/** Settings: the four sections as tabs above a card of at most ~720 px (design.md Layout). */
export const Component = () => (
  <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-8 md:py-10">
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl leading-8 font-semibold tracking-tight">Settings</h1>
      <p className="text-sm text-muted-foreground">
        Your profile, password, notifications and how the portal works for you.
      </p>
    </div>
    <nav aria-label="Settings" className="-mx-1 overflow-x-auto border-b border-border">
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
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
    <Outlet />
  </div>
);
