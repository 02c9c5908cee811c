import { z } from 'zod';

/** One character's stroke data as hanzi-writer reads it (from hanzi-writer-data, Make Me a Hanzi). */
export const StrokeDataSchema = z.object({
  /** SVG path of each stroke's outline, in stroke order (1024-unit box, y up). */
  strokes: z.array(z.string()),
  /** Each stroke's centre line, used to animate it and to grade a drawn stroke. */
  medians: z.array(z.array(z.array(z.number()))),
  /** Indices of the strokes that make up the radical, when known. */
  radStrokes: z.array(z.number().int()).optional(),
});
export type StrokeData = z.infer<typeof StrokeDataSchema>;

/** GET /api/strokes/{char}/: exactly one character (one code point). */
export const StrokeParamsSchema = z.object({
  char: z
    .string()
    .refine((value) => [...value].length === 1, { message: 'char must be exactly one character' }),
});

export const strokesUnavailableMessage = (char: string) =>
  `Stroke order is not available for ${char}`;
