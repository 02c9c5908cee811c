import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ImportReplySchema, type ImportReply } from '../../../../shared/schemas/study';
import { savedKey } from './get-saved-idioms';

export type { ImportReply };

/** The server's limit, checked before sending so a huge file is not uploaded for nothing. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_TOO_BIG = `The file is too big: at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it and import each part.`;

/** POST /api/saved/import: a Pleco flashcard export or a word list, sent as the file itself. */
export async function importSaved(file: Blob): Promise<ImportReply> {
  return apiRequest('/api/saved/import', {
    method: 'POST',
    file,
    timeoutMs: 60_000,
    schema: ImportReplySchema,
  });
}

export function useImportSaved() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (file: File) => {
      if (file.size > IMPORT_MAX_BYTES) throw new Error(IMPORT_TOO_BIG);
      return importSaved(file);
    },
    onSettled: () => client.invalidateQueries({ queryKey: savedKey(user?.id) }),
  });
}
