import { ClientsScreen } from '@/features/console/components/clients/clients-screen';

/** /console/clients. */
export const Component = () => <ClientsScreen />;
