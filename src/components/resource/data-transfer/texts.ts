import type { ExportResourceApiArg } from '../../../api/generated/data';

/** The texts of the export and import notices, verbatim (typo included). */
export const EXPORT_SUCCESS = 'The export file is being generated, You will receive the it via email when ready!';
export const IMPORT_SUCCESS = 'The File will be imported';
export const IMPORT_TITLE = 'Import Records';

export type ResourceName = ExportResourceApiArg['resource'];
/** The file the export mails: CSV (the default) or an Excel workbook. */
export type ExportFormat = NonNullable<ExportResourceApiArg['format']>;
