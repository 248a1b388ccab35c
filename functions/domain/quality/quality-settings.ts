/** The quality gate's thresholds as administrators read and change them (Settings). */
import {
  activityEntry,
  type ActivityRecorder,
  type Actor,
} from '@functions/domain/activity/activity';
import type { QualitySettingsStore } from '@functions/domain/quality/content-index';
import type { QualitySettings } from '@shared/schemas/quality';

/** The thresholds in force. */
export function getQualitySettings(deps: { settings: QualitySettingsStore }) {
  return deps.settings.get();
}

/** Stores new thresholds (validated by the route's schema) and records who changed them. */
export async function updateQualitySettings(
  deps: { settings: QualitySettingsStore; activity: ActivityRecorder },
  settings: QualitySettings,
  actor: Actor,
): Promise<QualitySettings> {
  await deps.settings.put(settings);
  await deps.activity.record(
    activityEntry(actor, 'updated', { type: 'settings', id: 'quality', title: 'Quality gate' }),
  );
  return settings;
}
