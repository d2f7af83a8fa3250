import { ActivityScreen } from '@/features/console/components/activity/activity-screen';

/** /console/activity: the record of every change, for all staff. */
export const Component = () => <ActivityScreen />;
