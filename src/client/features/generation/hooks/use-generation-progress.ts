import { useEffect, useState } from 'react';
import type { TaskStatus } from '../../../../shared/schemas/idiom';
import { getGenerationProgress } from '../api/get-generation-progress';
import { startProgressPolling } from '../lib/progress-poller';
import { nextPercent } from '../lib/progress-text';

export interface GenerationProgress {
  percent: number;
  serverMessage: string | null;
  status: TaskStatus;
  /** Set when the task failed or timed out (SPEC §4 Progress polling). */
  error: string | null;
}

const START: GenerationProgress = {
  percent: 0,
  serverMessage: null,
  status: 'in_progress',
  error: null,
};

/** Polls the task's progress while `taskId` is set; the percent never goes backwards. */
export function useGenerationProgress(taskId: string | null): GenerationProgress {
  const [progress, setProgress] = useState<GenerationProgress>(START);
  useEffect(() => {
    setProgress(START);
    if (!taskId) return;
    return startProgressPolling({
      fetchProgress: (signal) => getGenerationProgress(taskId, signal),
      onUpdate: (u) =>
        setProgress((p) => ({
          ...p,
          status: u.status,
          percent: Math.max(p.percent, nextPercent(p.percent, u.progress)),
          serverMessage: u.message,
        })),
      onStop: (status, error) =>
        setProgress((p) => ({
          ...p,
          status,
          error,
          percent: status === 'completed' ? 100 : p.percent,
        })),
    });
  }, [taskId]);
  return progress;
}
