// The transfer module's public API: a board's CSV import and export, and a whole tenant's export and import.
export { type CsvExportService, createCsvExportService } from './csv-export.service';
export { type CsvImportService, createCsvImportService } from './csv-import.service';
export { type TenantExportService, createTenantExportService } from './tenant-export.service';
export { type TenantImportService, createTenantImportService } from './tenant-import.service';
export { type DocumentSource, fileSource } from './document-walk';
export { countsSummary } from './transfer-counts';
export { type ConsoleCsvRouteServices, consoleCsvRoutes } from './csv.routes';
