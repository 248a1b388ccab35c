/**
 * Routes of the platform itself (health, the XML sitemap, the admin Settings view). Part of the
 * manifest: see infra/manifest.ts.
 */
import type { RouteDef } from '../manifest';
import { getAndHead } from './get-and-head';
import {
  activityRead,
  healthCheck,
  qualitySettingsRead,
  qualitySettingsWrite,
  sitemapRead,
} from './permissions';

export const platformRoutes = [
  {
    method: 'GET',
    path: '/api/health',
    handler: 'functions/http/health.ts',
    access: 'public',
    ...healthCheck,
  },
  // The site's /sitemap.xml (CloudFront and the sandbox map it here). Redirects: a page the
  // admin redirected elsewhere leaves it.
  ...getAndHead({
    method: 'GET',
    path: '/api/sitemap.xml',
    handler: 'functions/http/sitemap/sitemap-xml.ts',
    access: 'public',
    ...sitemapRead,
  }),
  {
    // The site's /robots.txt (CloudFront and the sandbox map it here): per stage.
    method: 'GET',
    path: '/api/robots.txt',
    handler: 'functions/http/sitemap/robots-txt.ts',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/admin/settings',
    handler: 'functions/http/settings/get.ts',
    access: 'admin',
    role: 'administrator',
  },
  {
    // The quality gate's thresholds (Settings, DESIGN §14): administrators read and change them.
    method: 'GET',
    path: '/api/admin/settings/quality',
    handler: 'functions/http/settings/get-quality.ts',
    access: 'admin',
    role: 'administrator',
    ...qualitySettingsRead,
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/quality',
    handler: 'functions/http/settings/update-quality.ts',
    access: 'admin',
    role: 'administrator',
    ...qualitySettingsWrite,
  },
  {
    // The activity log (/admin/settings, Activity tab). Entries are written by the routes whose
    // writes they record, each with an `activity: 'append'` grant.
    method: 'GET',
    path: '/api/admin/activity',
    handler: 'functions/http/activity/list-activity.ts',
    access: 'admin',
    // The log is in Settings, an administrator's screen.
    role: 'administrator',
    ...activityRead,
  },
] as const satisfies readonly RouteDef[];
