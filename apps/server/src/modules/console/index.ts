// The console module's public API: the staff's clients, staff and overview calls.
export { consoleRoutes } from './console.routes';
export { type ConsoleService, createConsoleService } from './console.service';
export { consoleSettingsRoutes } from './console-settings.routes';
export { type ConsoleSettingsService, createConsoleSettingsService } from './console-settings.service';
export { consoleBoardsRoutes } from './console-boards.routes';
export { consoleColumnsRoutes } from './console-columns.routes';
export { consoleItemsRoutes } from './console-items.routes';
export { consoleCsvRoutes } from './console-csv.routes';
export { consolePeopleRoutes } from './console-people.routes';
export { type ConsolePeopleService, createConsolePeopleService } from './console-people.service';
