import type { ExportResourceApiArg, ImportResourceApiArg } from '../../../api/generated/data';

/** The texts of the export and import notices, verbatim (typo included). */
export const EXPORT_SUCCESS = 'The export file is being generated, You will receive the it via email when ready!';
export const IMPORT_SUCCESS = 'The File will be imported';
export const IMPORT_TITLE = 'Import Records';

/** What the export button may export: a resource, or a report such as the production sheet. */
export type ResourceName = ExportResourceApiArg['resource'];
/** What the import dialog may import: the resources only. */
export type ImportName = ImportResourceApiArg['resource'];
/** The file the export mails: CSV (the default) or an Excel workbook. */
export type ExportFormat = NonNullable<ExportResourceApiArg['format']>;
