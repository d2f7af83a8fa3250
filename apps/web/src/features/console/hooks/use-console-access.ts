import { type StaffRole, isStaffRole } from '@portico/contract';
import { useAuth } from '@/lib/auth-context';

/** What the signed-in account may do in the console: staff open it, administrators also manage staff. */
export const useConsoleAccess = () => {
  const { user } = useAuth();
  const role = user?.role ?? 'client';
  return { user, role, isStaff: isStaffRole(role), isAdmin: role === 'admin' };
};

/** What each staff role is called and may do, in the words the console shows. */
export const ROLE_LABELS: Record<StaffRole, { label: string; description: string }> = {
  admin: { label: 'Administrator', description: 'Everything editors can do, and manages staff.' },
  editor: { label: 'Editor', description: 'Manages clients: approvals, sign-in links, access.' },
};
