// The console module's public API: what is console-wide — the staff's clients, staff, overview, portal
// settings and the people directory (a board's, its columns', its items' and its CSV console routes live
// with their resources: boards, items, transfer).
export { consoleRoutes } from './console.routes';
export { type ConsoleService, createConsoleService } from './console.service';
export { consoleSettingsRoutes } from './console-settings.routes';
export { type ConsoleSettingsService, createConsoleSettingsService } from './console-settings.service';
export { consolePeopleRoutes } from './console-people.routes';
export { type ConsolePeopleService, createConsolePeopleService } from './console-people.service';
