import type { Ref } from 'react';
import {
  ArrowLeft,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Palette,
  SlidersHorizontal,
  UserRound,
} from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { type Theme, THEMES, isStaffRole } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useTheme } from '@/hooks/use-theme';
import { useAuth } from '@/lib/auth-context';
import { type MessageKey, t } from '@/lib/i18n';
import { isTheme } from '@/lib/theme';
import { paths } from '@/lib/paths';

const THEME_LABELS: Record<Theme, MessageKey> = {
  light: 'navigation.avatarMenu.themeLight',
  dark: 'navigation.avatarMenu.themeDark',
  blue: 'navigation.avatarMenu.themeBlue',
};

export interface AvatarMenuProps {
  onOpenPreferences: () => void;
  /** The menu's button, so a dialog opened from the menu can return focus to it. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * §2 avatar menu: Profile Settings, Change Password, Preferences, Theme (Light, Dark, Blue), Logout; staff
 * also get Console (or Portal, inside the console).
 */
export const AvatarMenu = ({ onOpenPreferences, triggerRef }: AvatarMenuProps) => {
  const { user, logout } = useAuth();
  const [theme, setTheme] = useTheme();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inConsole = pathname === paths.console() || pathname.startsWith(`${paths.console()}/`);
  const who = user?.name || user?.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={triggerRef}
        // The visible initials are the start of the name (or email), so naming the person keeps what sighted
        // users see inside the accessible name (WCAG 2.5.3, label in name).
        aria-label={
          who ? t('navigation.avatarMenu.labelWithName', { name: who }) : t('navigation.avatarMenu.label')
        }
        className="inline-flex size-10 items-center justify-center rounded-full transition-opacity hover:opacity-90"
      >
        <UserAvatar name={user?.name} email={user?.email} src={user?.profilePicture} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 py-2">
          <UserAvatar
            name={user?.name}
            email={user?.email}
            src={user?.profilePicture}
            className="size-9"
            decorative
          />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-medium text-popover-foreground">{user?.name}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{user?.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {isStaffRole(user?.role) && (
          <>
            {inConsole ? (
              <DropdownMenuItem onSelect={() => void navigate(paths.home())}>
                <ArrowLeft className="rtl:-scale-x-100" strokeWidth={1.75} />
                {t('navigation.avatarMenu.portal')}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => void navigate(paths.console())}>
                <LayoutDashboard strokeWidth={1.75} />
                {t('navigation.avatarMenu.console')}
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={() => void navigate(paths.profile())}>
          <UserRound strokeWidth={1.75} />
          {t('navigation.avatarMenu.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(paths.changePassword())}>
          <KeyRound strokeWidth={1.75} />
          {t('navigation.avatarMenu.changePassword')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onOpenPreferences}>
          <SlidersHorizontal strokeWidth={1.75} />
          {t('navigation.avatarMenu.preferences')}
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Palette strokeWidth={1.75} />
            {t('navigation.avatarMenu.theme')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup value={theme} onValueChange={(v) => isTheme(v) && setTheme(v)}>
              {THEMES.map((option) => (
                <DropdownMenuRadioItem key={option} value={option}>
                  {t(THEME_LABELS[option])}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut strokeWidth={1.75} />
          {t('navigation.avatarMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
