import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui';
import { getSearchCost } from '../../search/api/get-search-cost';
import { reportQuota } from '../../search/hooks/use-search-cost';
import { opensWith } from '../../search/lib/spend-wording';

/**
 * Opening an idiom the user has not searched or opened today spends a search: ask first
 * ("Opens with 1 of your 3 searches left"), open a free one at once, and with none left report
 * the limit so the explorer says it in place (ADR 0143).
 */
export function useOpenGate(onOpen: (word: string) => void, onLimit: () => void) {
  const [asking, setAsking] = useState<{ word: string; remaining: number } | null>(null);

  const request = useCallback(
    async (word: string) => {
      let reply;
      try {
        reply = await getSearchCost({ words: [word] });
      } catch {
        return onOpen(word); // the server decides anyway
      }
      reportQuota(reply);
      if (reply.has_subscription || reply.free_words[0]) return onOpen(word);
      const remaining = reply.remaining_searches ?? 0;
      if (remaining <= 0) return onLimit();
      setAsking({ word, remaining });
    },
    [onOpen, onLimit],
  );

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking ? `Open ${asking.word}?` : 'Open'}
      message={asking ? `${opensWith(asking.remaining)}.` : ''}
      confirmLabel="Open"
      cancelLabel="Cancel"
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        const word = asking?.word;
        setAsking(null);
        if (word) onOpen(word);
      }}
    />
  );
  return { request, dialog };
}
