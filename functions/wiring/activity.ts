/** The activity log's wiring: entries are read from the activity table. */
import { activityRepository } from '@functions/adapters/repositories/activity-repository';
import type { ActivityLog } from '@functions/domain/activity/activity';

export const activityDeps: { log: ActivityLog } = { log: activityRepository };
