import { apiRequest } from '../../../lib/api-client';

export type ExportKind = 'apkg' | 'csv';

export const EXPORT_FILE_NAMES: Record<ExportKind, string> = {
  apkg: 'chengyu-atlas-my-idioms.apkg',
  csv: 'chengyu-atlas-my-idioms.csv',
};

/**
 * GET /api/saved/export.apkg or .csv, saved as a download. Fetched with the bearer token (a plain
 * link would carry none), then handed to the browser as a file.
 */
export async function downloadSavedExport(kind: ExportKind): Promise<void> {
  const file = await apiRequest<Blob>(`/api/saved/export.${kind}`, {
    responseAs: 'blob',
    timeoutMs: 60_000,
  });
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = EXPORT_FILE_NAMES[kind];
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has started from the click; the address can go after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
