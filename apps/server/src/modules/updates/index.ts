// The updates module's public API: threads of updates on items (issue #8), and the hook later steps
// (notifications) listen on for new updates.
export type { UpdatePosted } from './updates.access';
export { updatesRoutes } from './updates.routes';
export { type UpdatesService, createUpdatesService } from './updates.service';
