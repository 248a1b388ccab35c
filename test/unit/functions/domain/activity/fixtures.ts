/** An admin and an activity entry for tests of writes that record one. */
import { activityEntry, type Actor } from '@functions/domain/activity/activity';

export const testActor: Actor = { email: 'editor@example.com' };

/** A fresh entry (unique id) for a store call that takes one. */
export function testEntry() {
  return activityEntry(testActor, 'updated', { type: 'article', id: 'test', title: 'Test' });
}
