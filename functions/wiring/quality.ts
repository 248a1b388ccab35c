/**
 * The quality gate's wiring (DESIGN §14): the content index and the stored thresholds, for the
 * pages and articles domains, the settings routes and the related links.
 */
import {
  contentIndexRepository,
  qualitySettingsRepository,
} from '@functions/adapters/repositories/content-index-repository';
import { activityRepository } from '@functions/adapters/repositories/activity-repository';
import { qualityGate } from '@functions/domain/quality/quality-gate';

export const contentIndex = contentIndexRepository;

export const qualitySettings = qualitySettingsRepository;

/** What the Settings routes of the gate need: the thresholds and the activity log. */
export const qualitySettingsDeps = { settings: qualitySettings, activity: activityRepository };

/** The gate every generation, save and publish asks. */
// Marked pure: building the gate has no effect, so a bundle that never uses it drops it.
export const quality = /* @__PURE__ */ qualityGate({
  index: contentIndex,
  settings: qualitySettings,
  now: () => new Date(),
});
