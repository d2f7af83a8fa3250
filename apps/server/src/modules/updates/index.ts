// The updates module's public API: threads of updates on items (issue #8), and the hook later steps
// (notifications, live events) listen on for new updates.
export { updatesRoutes } from './updates.routes';
export { type UpdatePosted, type UpdatesService, createUpdatesService } from './updates.service';
