import { searchSchema, text, type SearchOfSchema } from '@/lib/url-search';

/** /merchandising/recommendations: the source product being edited, so a reload or a link keeps it. */
export const manualRecommendationsSearchSchema = searchSchema({
  sourceId: text({ max: 200, min: 1, trim: true }),
  sourceType: text({ max: 100, min: 1, trim: true }),
});

export type ManualRecommendationsSearch = SearchOfSchema<typeof manualRecommendationsSearchSchema>;
