import { isStaffRole } from '@portico/contract';
import { useAuth } from '@/lib/auth-context';

/** What the signed-in account may do in the console: staff open it, administrators also manage staff. */
export const useConsoleAccess = () => {
  const { user } = useAuth();
  const role = user?.role ?? 'client';
  return { user, role, isStaff: isStaffRole(role), isAdmin: role === 'admin' };
};
