import { ClientsScreen } from '@/features/console/components/clients-screen';

/** /console/clients. */
export const Component = () => <ClientsScreen />;
