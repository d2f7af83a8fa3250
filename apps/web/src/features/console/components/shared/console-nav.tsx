import {
  Activity,
  Contact,
  LayoutDashboard,
  LayoutGrid,
  type LucideIcon,
  Settings,
  ShieldCheck,
  UsersRound,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { type MessageKey, t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

interface Section {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
  end?: boolean;
  adminOnly?: boolean;
}

const SECTIONS: readonly Section[] = [
  { to: paths.console(), label: 'console.nav.overview', icon: LayoutDashboard, end: true },
  { to: paths.consoleClients(), label: 'console.nav.clients', icon: UsersRound },
  { to: paths.consoleBoards(), label: 'console.nav.boards', icon: LayoutGrid },
  { to: paths.consolePeople(), label: 'console.nav.people', icon: Contact },
  { to: paths.consoleActivity(), label: 'console.nav.activity', icon: Activity },
  { to: paths.consoleStaff(), label: 'console.nav.staff', icon: ShieldCheck, adminOnly: true },
  { to: paths.consoleSettings(), label: 'console.nav.settings', icon: Settings, adminOnly: true },
];

export interface ConsoleNavProps {
  /** Staff and Settings are listed for administrators only. */
  isAdmin: boolean;
  /** A column in the sidebar, or a row of tabs under the top bar on small screens. */
  orientation: 'vertical' | 'horizontal';
}

/** The console's sections: Overview, Clients, Boards, Activity and (for administrators) Staff and Settings. */
export const ConsoleNav = ({ isAdmin, orientation }: ConsoleNavProps) => {
  const vertical = orientation === 'vertical';
  return (
    <ul className={vertical ? 'flex flex-col gap-0.5' : 'flex gap-1 px-3'}>
      {SECTIONS.filter((section) => isAdmin || !section.adminOnly).map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              vertical
                ? cn(
                    'flex h-9 items-center gap-2.5 rounded-control px-2.5 text-sm transition-colors',
                    isActive
                      ? 'bg-selected font-medium text-selected-foreground'
                      : 'text-foreground hover:bg-accent',
                  )
                : cn(
                    '-mb-px flex h-11 items-center gap-2 border-b-2 px-2 text-sm whitespace-nowrap transition-colors',
                    isActive
                      ? 'border-primary font-medium text-foreground'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )
            }
          >
            {({ isActive }) => (
              <>
                <Icon
                  className={cn(
                    'size-4 shrink-0',
                    vertical && (isActive ? 'text-selected-foreground' : 'text-muted-foreground'),
                  )}
                  strokeWidth={1.75}
                  aria-hidden="true"
                />
                {t(label)}
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
};
