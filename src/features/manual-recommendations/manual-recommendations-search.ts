import { z } from 'zod';

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().trim().min(1).max(max))
    .optional()
    .catch(undefined);

/** /merchandising/recommendations: the source product being edited, so a reload or a link keeps it. */
export const manualRecommendationsSearchSchema = z.object({
  sourceId: text(200),
  sourceType: text(100),
});

export type ManualRecommendationsSearch = z.infer<typeof manualRecommendationsSearchSchema>;
