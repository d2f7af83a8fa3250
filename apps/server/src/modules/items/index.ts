// The items module's public API: what other modules (transfer, the CLI, the app) may use.
// Everything else in this folder is internal to it.
export {
  type ItemsBulkService,
  type NewItemData,
  checkItems,
  createItemsBulkService,
  insertItemBatch,
} from './items.bulk';
export type { BoardKey } from './items.cursor';
export { keyCompare } from './items.order.repository';
export { itemsPageJson } from './items.presenter';
export { type RenderContext, type StoredValues, parseStoredValues, renderItem } from './items.render';
export type { ItemView } from './items.repository';
export { itemBodyReader, itemsRoutes, sendJson } from './items.routes';
export { type ItemsConsoleService, createItemsConsoleService } from './items-console.service';
export { type ConsoleWalk, type ConsoleWalker, createConsoleWalk } from './items-console.walk';
export { type ItemsService, createItemsService } from './items.service';
export { applyNewLabels, firstMissingRequired, itemPeopleRows } from './items.write';
export { type SortKeyRow, insertSortKeys, sortKeyRows } from './items.sort-keys.repository';
export { type RewrittenItem, type ValuesEdit, rewriteItems, withoutPerson } from './items.rewrite';
export { type ConsoleItemsRouteServices, consoleItemsRoutes } from './items-console.routes';
