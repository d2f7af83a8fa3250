import { PeopleScreen } from '@/features/console/components/people/people-screen';

/** /console/people: the people directory (staff). */
export const Component = () => <PeopleScreen />;
