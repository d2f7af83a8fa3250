import { BoardsScreen } from '@/features/console/components/boards/boards-screen';

/** /console/boards. */
export const Component = () => <BoardsScreen />;
