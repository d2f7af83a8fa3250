import { AdminOnly } from '@/features/console/components/shared/admin-only';
import { StaffScreen } from '@/features/console/components/staff/staff-screen';
import { useConsoleAccess } from '@/features/console/hooks/use-console-access';

/** /console/staff: administrators manage staff; an editor who comes here is told it is not for them. */
export const Component = () => {
  const { isAdmin } = useConsoleAccess();
  return isAdmin ? <StaffScreen /> : <AdminOnly />;
};
