import { useOutletContext } from 'react-router';
import { OverviewScreen } from '@/features/console/components/overview/overview-screen';
import type { ConsoleOutletContext } from '../../layouts/console-layout';

/** /console: the overview. */
export const Component = () => {
  const { tenant } = useOutletContext<ConsoleOutletContext>();
  return <OverviewScreen tenantName={tenant?.name} />;
};
