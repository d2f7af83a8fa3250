import { type StaffRole, isStaffRole } from '@portico/contract';
import { useAuth } from '@/lib/auth-context';
import type { MessageKey } from '@/lib/i18n';

/** What the signed-in account may do in the console: staff open it, administrators also manage staff. */
export const useConsoleAccess = () => {
  const { user } = useAuth();
  const role = user?.role ?? 'client';
  return { user, role, isStaff: isStaffRole(role), isAdmin: role === 'admin' };
};

/** What each staff role is called and may do, as the catalogue's keys (`t()` where they show). */
export const ROLE_LABELS: Record<StaffRole, { label: MessageKey; description: MessageKey }> = {
  admin: { label: 'console.roles.admin', description: 'console.roles.adminDescription' },
  editor: { label: 'console.roles.editor', description: 'console.roles.editorDescription' },
};
