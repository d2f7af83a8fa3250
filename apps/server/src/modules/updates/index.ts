// The updates module's public API: threads of updates on items (issue #8); what they change goes out
// through the change pipeline (update.posted, update.changed).
export { type UpdatesRouteServices, updatesRoutes } from './updates.routes';
export { type UpdatesService, createUpdatesService } from './updates.service';
