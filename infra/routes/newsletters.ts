/**
 * Routes of newsletter sends (DESIGN.md section 16): a test to oneself, a send to every confirmed
 * subscriber, the sends with their counters, and a draft's "email to subscribers when published". Editors and administrators (the default role).
 * The weekly digest's schedule is an administrator's (Settings).
 * Part of the manifest: see infra/manifest.ts.
 */
import type { RouteDef } from '../manifest';
import {
  digestSettingsRead,
  digestSettingsWrite,
  newsletterSendList,
  newsletterSendOnPublish,
  newsletterSendStart,
} from './permissions';

export const newsletterRoutes = [
  {
    method: 'POST',
    path: '/api/admin/newsletters/tests',
    handler: 'functions/http/newsletter/send-test.ts',
    access: 'admin',
    ...newsletterSendStart,
    maxBodyBytes: 4 * 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/newsletters/sends',
    handler: 'functions/http/newsletter/start-send.ts',
    access: 'admin',
    ...newsletterSendStart,
    maxBodyBytes: 4 * 1024,
  },
  {
    method: 'GET',
    path: '/api/admin/newsletters/sends',
    handler: 'functions/http/newsletter/list-sends.ts',
    access: 'admin',
    ...newsletterSendList,
  },
  {
    method: 'GET',
    path: '/api/admin/newsletters/sends/{id}',
    handler: 'functions/http/newsletter/get-send.ts',
    access: 'admin',
    ...newsletterSendList,
  },
  {
    method: 'GET',
    path: '/api/admin/newsletters/on-publish/{id}',
    handler: 'functions/http/newsletter/get-send-on-publish.ts',
    access: 'admin',
    ...newsletterSendList,
  },
  {
    method: 'PUT',
    path: '/api/admin/newsletters/on-publish/{id}',
    handler: 'functions/http/newsletter/put-send-on-publish.ts',
    access: 'admin',
    // Only stores the request: the publication listener queues the send.
    ...newsletterSendOnPublish,
    maxBodyBytes: 1024,
  },
  {
    // The weekly digest (Settings): administrators read and change its schedule.
    method: 'GET',
    path: '/api/admin/settings/digest',
    handler: 'functions/http/newsletter/get-digest-settings.ts',
    access: 'admin',
    role: 'administrator',
    ...digestSettingsRead,
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/digest',
    handler: 'functions/http/newsletter/put-digest-settings.ts',
    access: 'admin',
    role: 'administrator',
    ...digestSettingsWrite,
    maxBodyBytes: 1024,
  },
] as const satisfies readonly RouteDef[];
