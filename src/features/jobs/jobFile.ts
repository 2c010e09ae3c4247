import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { baseQueryWithReauth } from '../../api/baseQuery';
import { errorMessage } from '../../api/errors';
import type { DataJob, DownloadJobFileApiArg } from '../../api/generated/data';
import { useAppStore } from '../../store/hooks';

export type JobFileResult = { file: Blob; filename: string; error?: undefined } | { error: string };

/** Whether a job may have a file to download: a finished export (kept for a while after it finished). */
export const hasExportFile = (job: Pick<DataJob, 'kind' | 'status'>) => job.kind === 'export' && job.status === 'done';

/** The file name of `attachment; filename="outlets-20261126-2330.csv"`, or `fallback`. */
export function attachmentFilename(header: string | null | undefined, fallback: string): string {
  const name = /filename="([^"]+)"/.exec(header ?? '')?.[1];
  return name ?? fallback;
}

/**
 * `GET /jobs/{id}/file` through the app's baseQuery (API key, Bearer, refresh and one retry on a 401),
 * read as a file rather than JSON; an error answer gives the server's message (e.g. the file expired).
 * Nothing is kept in the store: a file has no place in the API cache.
 */
export async function fetchJobFile(
  store: Pick<BaseQueryApi, 'dispatch' | 'getState'>,
  { id }: DownloadJobFileApiArg,
): Promise<JobFileResult> {
  const controller = new AbortController();
  const result = await baseQueryWithReauth(
    {
      url: `/jobs/${id}/file`,
      responseHandler: (response) => (response.ok ? response.blob() : response.json().catch(() => null)),
    },
    {
      ...store,
      signal: controller.signal,
      abort: (reason) => controller.abort(reason),
      extra: undefined,
      endpoint: 'downloadJobFile',
      type: 'query',
    },
    {},
  );
  if (result.error) return { error: errorMessage(result.error) };
  const header = result.meta?.response?.headers.get('content-disposition');
  return { file: result.data as Blob, filename: attachmentFilename(header, `export-${id}`) };
}

/** Hands a file to the browser as a download under `filename`. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released a minute later: the browser has long started saving the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads a job's file into the browser; resolves with the error message when the server refuses. */
export function useJobFileDownload(): (job: Pick<DataJob, 'id'>) => Promise<string | null> {
  const store = useAppStore();
  return useCallback(
    async (job) => {
      const result = await fetchJobFile(store, { id: job.id });
      if (result.error !== undefined) return result.error;
      saveFile(result.file, result.filename);
      return null;
    },
    [store],
  );
}
