// The console module's public API: the staff's clients, staff and overview calls.
export { consoleRoutes } from './console.routes';
export { type ConsoleService, createConsoleService } from './console.service';
