/** Texts of the batch generator (admin-portal.md sections 4 and 8), shared by worker and portal. */

/** Short messages an item of a batch can end with. */
export const generationItemMessages = {
  queued: 'Waiting to be generated',
  processing: 'Generating content...',
  complete: 'Article generated successfully',
  generateFailed: 'Failed to generate article content',
  noData: 'No data received from AI',
  saveFailed: 'Failed to save article to database',
  duplicateSlug: 'A duplicate slug was generated. Please try again with a different title.',
  noArticleId: 'Failed to get article ID after insertion',
} as const;

/** Summary shown when a batch ends. */
export function batchSummaryMessage(succeeded: number, total: number): string {
  return `Batch processing complete: Successfully generated ${succeeded} out of ${total} articles.`;
}
