import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import {
  GradeReplySchema,
  type GradeReply,
  type ReviewGrade,
} from '../../../../shared/schemas/study';

/** POST /api/review/{word}/grade/ {grade}: FSRS moves the card; the reply has its next due time. */
export function gradeReviewCard(word: string, grade: ReviewGrade): Promise<GradeReply> {
  return apiRequest(`/api/review/${encodeURIComponent(word)}/grade/`, {
    method: 'POST',
    body: { grade },
    timeoutMs: 20_000,
    schema: GradeReplySchema,
  });
}

export function useGradeReviewCard() {
  return useMutation({
    mutationFn: ({ word, grade }: { word: string; grade: ReviewGrade }) =>
      gradeReviewCard(word, grade),
  });
}
