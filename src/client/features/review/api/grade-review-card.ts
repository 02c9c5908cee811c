import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import {
  GradeReplySchema,
  type GradeReply,
  type ReviewGrade,
} from '../../../../shared/schemas/study';

/**
 * POST /api/review/{word}/grade/ {grade, grade_id}: FSRS moves the card; the reply has its next
 * due time. The grade id makes a retry of the same grade harmless (ADR 0191).
 */
export function gradeReviewCard(
  word: string,
  grade: ReviewGrade,
  gradeId: string,
): Promise<GradeReply> {
  return apiRequest(`/api/review/${encodeURIComponent(word)}/grade/`, {
    method: 'POST',
    body: { grade, grade_id: gradeId },
    timeoutMs: 20_000,
    schema: GradeReplySchema,
  });
}

export function useGradeReviewCard() {
  return useMutation({
    mutationFn: ({ word, grade, gradeId }: { word: string; grade: ReviewGrade; gradeId: string }) =>
      gradeReviewCard(word, grade, gradeId),
  });
}
