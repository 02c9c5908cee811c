import { useEffect, useState } from 'react';
import {
  StrokeDataSchema,
  strokesUnavailableMessage,
  type StrokeData,
} from '../../../../shared/schemas/strokes';
import { apiRequest, ApiError } from '../../../lib/api-client';

export const STROKES_FAILED = 'Could not load the stroke order. Please try again later.';

/** GET /api/strokes/{char}/: our own copy of the character's hanzi-writer data (ADR 0095). */
export function getStrokeData(char: string, signal?: AbortSignal): Promise<StrokeData> {
  return apiRequest(`/api/strokes/${encodeURIComponent(char)}/`, {
    auth: false,
    signal,
    timeoutMs: 20_000,
    schema: StrokeDataSchema,
  });
}

export type StrokeDataState =
  | { status: 'loading' }
  | { status: 'ready'; data: StrokeData }
  | { status: 'missing' | 'failed'; message: string };

/** Loads one character's strokes when the view opens; a 404 means the data lacks it. */
export function useStrokeData(char: string): StrokeDataState {
  const [state, setState] = useState<StrokeDataState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getStrokeData(char, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          error instanceof ApiError && error.status === 404
            ? { status: 'missing', message: strokesUnavailableMessage(char) }
            : { status: 'failed', message: STROKES_FAILED },
        );
      },
    );
    return () => controller.abort();
  }, [char]);
  return state;
}
