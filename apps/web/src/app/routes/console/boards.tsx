import { BoardsScreen } from '@/features/console/components/boards-screen';

/** /console/boards. */
export const Component = () => <BoardsScreen />;
