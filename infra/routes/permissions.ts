/**
 * The permission sets of the manifest: what one domain operation touches, named once. Every
 * route, queue worker, schedule and trigger is built from them, so two callers of the same domain
 * operation (a save and a restore, the publish switch and the scheduled publish, the API's public
 * reads and the render worker) get the same grants by construction, and a new caller picks a set
 * instead of writing a table list that can drift. CDK turns a function's merged sets into IAM
 * statements; the sandbox refuses anything else (infra/function-uses.ts). The admin guard's read
 * of the caller's access row is added to every admin route by the manifest (`guardTables`).
 */
import { mergeUses } from '../function-uses';
import type { FunctionUse, QueueName, TableUse } from '../manifest';

type ImagesOf<Set> = Set extends { images: infer Mode } ? Mode : never;

/** The merged images mode: `write` and `delete` together need `presign` (see mergeUses). */
type MergedImages<Set> =
  | ImagesOf<Set>
  | ('write' extends ImagesOf<Set> ? ('delete' extends ImagesOf<Set> ? 'presign' : never) : never);

/**
 * The type of several sets merged: each set's own fields, so a queue worker built from sets
 * still meets QueueDef's narrower fields (its images, staff and site modes), tables and queues
 * as merged.
 */
type Merged<Set extends FunctionUse> = (Set extends unknown
  ? Omit<Set, 'tables' | 'queues' | 'images'>
  : never) & {
  tables: TableUse;
  queues?: QueueName[];
  images?: MergedImages<Set>;
};

/** Several permission sets as one (table modes widen to `write`, queues unite). */
export function grants<const Sets extends readonly FunctionUse[]>(
  ...sets: Sets
): Merged<Sets[number]> {
  return { tables: {}, ...mergeUses(sets) } as Merged<Sets[number]>;
}

/** The activity log's entry of an admin write (the staff member who made it). */
const activityEntry = { tables: { activity: 'append' } } as const satisfies FunctionUse;

/**
 * An item's admin list rows, and the kept counts of the list partitions it joins or leaves
 * (listings-table.ts: ADDs in the item's transaction). A set that writes other counters too names
 * `counters: 'write'` after it, which includes the ADDs.
 */
const listRows = { listings: 'write', counters: 'increment' } as const;

/** An admin list's rows, and its partition's kept count, read with them in one batch. */
const listRead = { listings: 'read', counters: 'read' } as const;

/** Every admin write of an article or page keeps the state it replaced and its activity entry. */
const audited = { revisions: 'write', activity: 'append' } as const;

/** Asks the render worker to render the affected public pages again (render on publish). */
const renderRequest = { queues: ['render'] } as const satisfies FunctionUse;

/** Hands a mail to the email worker. */
const emailRequest = { queues: ['email'] } as const satisfies FunctionUse;

/**
 * What the listeners of the publication events touch (functions/wiring/publication-listeners.ts:
 * render on publish, the newsletter on publish). Every set whose write can make an article or page public, change
 * it while public or take it down includes this one, so a new listener's grant is added here
 * once and reaches every route, worker and schedule that publishes.
 */
export const publicationListeners = grants(
  renderRequest,
  // The newsletter on publish: a message to the email worker, which takes the request and sends.
  emailRequest,
);

/**
 * The content quality index (DESIGN §14): every write of an article's or page's text, status or
 * path keeps its row and buckets, and the gate reads them and the thresholds.
 */
export const qualityIndex = { tables: { content_index: 'write' } } as const satisfies FunctionUse;

/** The quality thresholds, read (Settings) by administrators. */
export const qualitySettingsRead = {
  tables: { content_index: 'read' },
} as const satisfies FunctionUse;

/** The quality thresholds, changed (Settings) by administrators: the row and its activity entry. */
export const qualitySettingsWrite = grants(qualityIndex, activityEntry);

/** Asks the generation worker for content. */
const generationRequest = { queues: ['generation'] } as const satisfies FunctionUse;

// The public site's reads. The render worker renders what these answer, so it is built from them.

/** The Insights list: published articles, the category counts, their images' variants. */
export const publicArticleList = {
  tables: { articles: 'read', counters: 'read', media: 'read' },
} as const satisfies FunctionUse;

/** One published article, found by its slug marker, with its images' variants. */
export const publicArticleRead = {
  tables: { articles: 'read', uniques: 'read', media: 'read' },
} as const satisfies FunctionUse;

/** The public category tabs: the published counts per category. */
export const publicCategoryList = { tables: { counters: 'read' } } as const satisfies FunctionUse;

/** A published programmatic page (a signed-in editor also sees drafts). */
export const publicPageRead = { tables: { pages: 'read' } } as const satisfies FunctionUse;

/**
 * The Insights feeds: published articles, less those redirected elsewhere, with their images'
 * public variants (media: an upload's original is never named).
 */
export const feedRead = {
  tables: { articles: 'read', redirects: 'read', media: 'read' },
} as const satisfies FunctionUse;

/**
 * The XML sitemap: published articles (their index), and the published pages and the manual
 * redirects' sources (the sitemap partition of the listings table).
 */
export const sitemapRead = {
  tables: { articles: 'read', listings: 'read' },
} as const satisfies FunctionUse;

/** The health check: a table, the images bucket and the generation queue answer. */
export const healthCheck = {
  tables: { counters: 'read' },
  images: 'read',
  inspectQueues: ['generation'],
} as const satisfies FunctionUse;

/** Opening a preview link: its signed token verified, the draft, its images' variants. */
export const previewOpen = {
  tables: { previews: 'read', articles: 'read', pages: 'read', media: 'read' },
  previewKey: 'verify',
} as const satisfies FunctionUse;

/** Hands a beacon or a stored lead to the analytics worker (the daily counters). */
const analyticsRequest = { queues: ['analytics'] } as const satisfies FunctionUse;

/**
 * A contact form submission: appended, counted against the client's limit, the inbox told, the
 * lead counted.
 */
export const contactSubmit = grants(
  {
    tables: {
      contacts: 'append',
      ratelimits: 'increment',
      listings: 'append',
      counters: 'increment',
    },
  },
  emailRequest,
  analyticsRequest,
);

/**
 * A newsletter sign-up: appended (a conditional PutItem; a repeated sign-up replaces a pending
 * row whole), counted, its confirmation and unsubscribe links signed and mailed.
 */
export const newsletterSubscribe = grants(
  { tables: { subscribers: 'append', ratelimits: 'increment' }, newsletterKey: 'sign' },
  emailRequest,
);

/**
 * A newsletter link (confirm, unsubscribe): verified with the newsletter key, its row written; a
 * confirmation is a lead, counted by the analytics worker.
 */
export const newsletterLink = grants(
  { tables: { subscribers: 'write' }, newsletterKey: 'verify' },
  analyticsRequest,
);

// Analytics.

/**
 * A beacon: counted against the client's limit, queued for the worker; a refused one (malformed,
 * too large) is counted as dropped, an UpdateItem of that day's totals and nothing else.
 */
export const analyticsBeacon = grants(
  { tables: { ratelimits: 'increment', analytics: 'increment' } },
  analyticsRequest,
);

/**
 * A completed diagnostic: appended, counted against the client's limit, the lead counted.
 */
export const diagnosticComplete = grants(
  { tables: { diagnostics: 'append', ratelimits: 'increment' } },
  analyticsRequest,
);

/** The analytics worker: markers, session rows and counters of the analytics table. */
export const analyticsAggregate = {
  tables: { analytics: 'write' },
} as const satisfies FunctionUse;

/**
 * The dashboard: the daily counters of a range, and the titles, keywords and categories of its
 * top paths (articles and pages by their slug markers, then by id).
 */
export const analyticsRead = {
  tables: { analytics: 'read', articles: 'read', uniques: 'read', pages: 'read' },
} as const satisfies FunctionUse;

/** The admin lists' views and leads columns: the paths' 30-day rollups. */
export const analyticsPathRead = { tables: { analytics: 'read' } } as const satisfies FunctionUse;

/**
 * The candidates of the related links and the editor's link suggestions: the published pages and
 * articles, with the fingerprints the content index holds for them (functions/wiring/links.ts).
 */
export const linkCandidatesRead = {
  tables: { articles: 'read', pages: 'read', content_index: 'read' },
} as const satisfies FunctionUse;

/**
 * What the render worker renders: the public reads above, the managed redirects it applies and
 * the earlier article slugs it records, and the site bucket, edge store and CDN it publishes to.
 */
export const renderPublished = grants(
  publicArticleList,
  publicArticleRead,
  publicCategoryList,
  publicPageRead,
  // The links table: who links to whom on what it renders (the admin lists' Orphans).
  { tables: { redirects: 'write', links: 'write' }, site: 'publish' },
  linkCandidatesRead,
);

// Articles.

/**
 * The articles domain's create: the item, its slug marker, the counters and list rows kept with
 * it (its counter shards check the author's and category's names), the author and category it
 * names (read for their names), its publication. Alone it is batch
 * generation's, which has no staff actor and so no activity entry.
 */
export const articleInsert = grants(
  {
    tables: {
      articles: 'write',
      authors: 'read',
      categories: 'read',
      uniques: 'write',
      ...listRows,
      counters: 'write',
      image_uses: 'write',
    },
  },
  publicationListeners,
  qualityIndex,
);

/** A new article from the editor: the domain's create and its activity entry. */
export const articleCreate = grants(articleInsert, activityEntry);

/** An article save (the editor's Save, a restore): as a create, keeping the state it replaced. */
export const articleSave = grants(articleInsert, { tables: audited });

/** Deleting an article: its slug marker, counters, list rows and revisions go with it. */
export const articleDelete = grants(
  {
    tables: {
      articles: 'write',
      uniques: 'write',
      ...listRows,
      counters: 'write',
      image_uses: 'write',
      ...audited,
    },
  },
  publicationListeners,
  qualityIndex,
);

/** The article publish switch (the toggle, an approval, the scheduled publish). */
export const articlePublish = grants(
  { tables: { articles: 'write', ...listRows, counters: 'write', ...audited } },
  publicationListeners,
  qualityIndex,
);

/** The editor's article list, filtered by its list rows. */
export const adminArticleList = {
  // links: the Orphans filter reads its index of orphans.
  tables: { articles: 'read', ...listRead, links: 'read' },
} as const satisfies FunctionUse;

/** One article, draft or not, in the editor. */
export const adminArticleRead = { tables: { articles: 'read' } } as const satisfies FunctionUse;

// Programmatic pages.

/**
 * The pages domain's update of a page's content: the item, its list rows, the revision of the
 * state it replaced, its publication. Alone it is the generation worker's (its revisions name the
 * generator, no staff member, so there is no activity entry).
 */
export const pageUpdate = grants(
  { tables: { pages: 'write', ...listRows, revisions: 'write' } },
  publicationListeners,
  qualityIndex,
);

/** A programmatic page save by an editor (its SEO, a restore): the update and its activity entry. */
export const pageSave = grants(pageUpdate, activityEntry);

/** The page publish switch: a save that also ends a review (the Waiting for review count). */
export const pagePublish = grants(pageSave, { tables: { counters: 'write' } });

/** Deleting a page: its slug marker and the Waiting for review count go with it. */
export const pageDelete = grants(pagePublish, { tables: { uniques: 'write' } });

/** New programmatic pages (one, or a CSV import): the items, slug markers, list rows, generation. */
export const pageCreate = grants(
  // The managed redirects are read so a page never takes a path one of them answers.
  { tables: { pages: 'write', uniques: 'write', ...listRows, redirects: 'read' } },
  activityEntry,
  generationRequest,
  qualityIndex,
);

/** Asking for a page's content again: the page is read, the request logged and queued. */
export const pageRegenerate = grants(
  { tables: { pages: 'read' } },
  activityEntry,
  generationRequest,
);

/** The editor's page list, filtered by its list rows. */
export const pageList = {
  // listRead's listings also hold the manual redirects' sources (a page's path one answers).
  // links: the Orphans filter reads its index of orphans.
  tables: { pages: 'read', ...listRead, links: 'read' },
} as const satisfies FunctionUse;

/** One page, draft or not, in the editor. */
export const pageRead = { tables: { pages: 'read' } } as const satisfies FunctionUse;

// Review, schedule, revisions: the same writes for articles and pages, on each one's table.

const articleItem = grants({ tables: { articles: 'write' } }, qualityIndex);
const pageItem = grants({ tables: { pages: 'write' } }, qualityIndex);

/** What a review write touches besides its item's own table. */
export const reviewWrites = {
  tables: { ...listRows, counters: 'write', ...audited },
} as const satisfies FunctionUse;

/**
 * The review mails of a step (functions/domain/review/review-mail.ts): who holds which role (the
 * pool's role groups), who turned review emails off (their access rows), the mails queued.
 */
const reviewMail = grants({ staff: 'read', tables: { access: 'read' } }, emailRequest);

/** A review step that publishes nothing (submitting, sending back) of an article. */
export const articleReviewStep = grants(articleItem, reviewWrites, reviewMail);

/** A review step that publishes nothing (submitting, sending back) of a page. */
export const pageReviewStep = grants(pageItem, reviewWrites, reviewMail);

/** An article's approval: the publish switch and the review it ends. */
export const articleApprove = grants(articlePublish, reviewWrites, reviewMail);

/** A page's approval: the publish switch and the review it ends. */
export const pageApprove = grants(pagePublish, reviewWrites, reviewMail);

/** Scheduling a draft: the item (given by the caller), ending its review, its activity entry. */
export const scheduleWrite = {
  tables: { activity: 'append', ...listRows, counters: 'write' },
} as const satisfies FunctionUse;

/** Scheduling (or rescheduling) a draft article. */
export const articleSchedule = grants(articleItem, scheduleWrite);

/** Scheduling (or rescheduling) a draft page. */
export const pageSchedule = grants(pageItem, scheduleWrite);

/** Taking an article's schedule off: the item and its activity entry. */
export const articleUnschedule = grants(articleItem, activityEntry);

/** Taking a page's schedule off: the item and its activity entry. */
export const pageUnschedule = grants(pageItem, activityEntry);

/** A restore writes a revision's fields back through the item's own save. */
export const restore = grants(articleSave, pageSave);

/** The scheduled publish: the publish switch of articles and pages. */
export const scheduledPublish = grants(articlePublish, pagePublish);

/** The History panel: an item's revisions (listed, or one), and the item they belong to. */
export const revisionRead = {
  tables: { revisions: 'read', articles: 'read', pages: 'read' },
} as const satisfies FunctionUse;

// Authors and categories.

/** The authors, listed or one by id. */
export const authorRead = { tables: { authors: 'read' } } as const satisfies FunctionUse;

/** Creating or deleting an author: the item, the authors count, its activity entry. */
export const authorWrite = grants(
  { tables: { authors: 'write', counters: 'write', image_uses: 'write' } },
  activityEntry,
);

/**
 * Changing an author: copied onto their articles, which are rendered again; a new name onto the
 * shards of their article count too (what article writes check the name against).
 */
export const authorUpdate = grants(
  { tables: { authors: 'write', articles: 'write', image_uses: 'write', counters: 'write' } },
  activityEntry,
  renderRequest,
);

/** The categories, listed. */
export const categoryRead = { tables: { categories: 'read' } } as const satisfies FunctionUse;

/** Creating or deleting a category: the item, its name marker, the counts, its activity entry. */
export const categoryWrite = grants(
  { tables: { categories: 'write', uniques: 'write', counters: 'write' } },
  activityEntry,
);

/** Renaming a category: as a write, copied onto its articles, which are rendered again. */
export const categoryRename = grants(
  categoryWrite,
  { tables: { articles: 'write' } },
  renderRequest,
);

// Previews, redirects, the dashboard.

/** Making a preview link of a draft: signed with the preview key, the draft checked, logged. */
export const previewCreate = grants(
  { tables: { previews: 'write', articles: 'read', pages: 'read' }, previewKey: 'sign' },
  activityEntry,
);

/** An item's preview links. */
export const previewList = { tables: { previews: 'read' } } as const satisfies FunctionUse;

/** Revoking a preview link: its row, the draft it names (for the log), its activity entry. */
export const previewRevoke = grants(
  { tables: { previews: 'write', articles: 'read', pages: 'read' } },
  activityEntry,
);

/** The managed redirects. */
export const redirectList = { tables: { redirects: 'read' } } as const satisfies FunctionUse;

/**
 * Creating or changing a managed redirect: is its path a live article or page? Applied at the
 * edge by the render worker.
 */
export const redirectSave = grants(
  // listings: the sitemap partition's row of the redirect's source.
  {
    tables: {
      redirects: 'write',
      articles: 'read',
      uniques: 'read',
      pages: 'read',
      listings: 'write',
    },
  },
  activityEntry,
  renderRequest,
);

/** Deleting a managed redirect, taken off the edge by the render worker. */
export const redirectDelete = grants(
  { tables: { redirects: 'write', listings: 'write' } },
  activityEntry,
  renderRequest,
);

/** The dashboard's counts, what waits for review among them (the lists' kept counts). */
export const dashboardRead = {
  tables: { counters: 'read' },
} as const satisfies FunctionUse;

// Contacts, subscribers, the activity log.

/** The contact submissions, filtered by their list rows. */
export const contactList = {
  tables: { contacts: 'read', ...listRead },
} as const satisfies FunctionUse;

/** Changing a submission's status or deleting it: the item, its list rows, its activity entry. */
export const contactWrite = grants({ tables: { contacts: 'write', ...listRows } }, activityEntry);

/** The newsletter's subscribers. */
export const subscriberList = { tables: { subscribers: 'read' } } as const satisfies FunctionUse;

/** Deleting a subscriber. */
export const subscriberDelete = grants({ tables: { subscribers: 'write' } }, activityEntry);

/** The activity log. */
export const activityRead = { tables: { activity: 'read' } } as const satisfies FunctionUse;

// Uploads, images, the media library.

/** An upload policy for the images bucket. */
export const uploadCreate = { images: 'presign' } as const satisfies FunctionUse;

/** A finished upload: its header read with sharp, queued for the image worker, logged. */
export const uploadVerify = grants(
  uploadCreate,
  { native: ['sharp'], queues: ['images'] },
  activityEntry,
);

/**
 * The image worker: the original read, its variants written and recorded, and the articles that
 * show it (image_uses) rendered again with them.
 */
export const imageProcess = grants(
  { tables: { media: 'write', image_uses: 'read' }, images: 'write', native: ['sharp'] },
  renderRequest,
);

/** The media library: the processed uploads and where each is used (image_uses, with the titles). */
export const mediaList = {
  tables: { media: 'read', image_uses: 'read', articles: 'read', authors: 'read' },
} as const satisfies FunctionUse;

/** Deleting an image (unused, checked as the list checks): its row and its objects. */
export const mediaDelete = grants(
  mediaList,
  { tables: { media: 'write' }, images: 'delete' },
  activityEntry,
);

// Generation jobs.

/** The jobs, listed or one with its items. */
export const jobRead = { tables: { jobs: 'read' } } as const satisfies FunctionUse;

/** The state of a job's items: claimed, done or failed (the worker, its dead letters, the sweep). */
export const jobItemWrite = { tables: { jobs: 'write' } } as const satisfies FunctionUse;

/** A new job: its author and category checked, its items queued, logged. */
export const jobCreate = grants(
  jobItemWrite,
  { tables: { authors: 'read', categories: 'read' } },
  activityEntry,
  generationRequest,
);

/** Retrying a job's failed items: queued again, logged. */
export const jobRetry = grants(jobItemWrite, activityEntry, generationRequest);

/** Calls the stage's model (Bedrock in AWS; the offline model needs nothing). */
const modelCall = { model: 'invoke' } as const satisfies FunctionUse;

/**
 * The generation worker: its job items, the model, and what it generates saved through the
 * articles and pages domains (the create of an article, the update of a page), never a shortcut.
 */
export const generationWork = grants(jobItemWrite, modelCall, articleInsert, pageUpdate);

// The editors' assist.

/**
 * An assist suggestion: the item read (who may edit it), the member's rate limit counted, an
 * uploaded image's resized variant read for the model (its `media` row names the variants).
 * Writes nothing: accepting a suggestion is the editor's own save.
 */
export const assistAsk = grants(modelCall, {
  tables: { articles: 'read', pages: 'read', ratelimits: 'increment', media: 'read' },
  images: 'read',
});

// Mail and staff.

/**
 * The email worker: one claim per mail (a redelivery sends nothing twice), the suppressed
 * addresses checked, sent through SES; an invitation's temporary password set as it is sent.
 */
export const mailSend = {
  tables: { mail: 'write' },
  email: 'send',
  staff: 'invite',
} as const satisfies FunctionUse;

/**
 * Carrying out newsletter sends on the email worker: the job and its delivery claims, the
 * confirmed subscribers paged through, the article read, each unsubscribe link signed, and the
 * next pages and batches queued on the email queue itself.
 */
export const newsletterDeliver = grants(
  { tables: { newsletters: 'write', subscribers: 'read', articles: 'read' } },
  { newsletterKey: 'sign' },
  emailRequest,
);

/** The email worker: every mail, and the newsletter sends' work. */
export const emailWorker = grants(mailSend, newsletterDeliver);

/**
 * The email dead-letter worker: a given-up newsletter message's recipients claimed failed and
 * counted on its send, or the send ended failed (functions/domain/newsletter/delivery.ts
 * `abandonMessage`); the send rows only.
 */
export const newsletterAbandon = {
  tables: { newsletters: 'write' },
} as const satisfies FunctionUse;

/**
 * SES's feedback (the `feedback` queue): an address that bounced for good or complained is
 * suppressed; a newsletter message's events are counted on its send once each.
 */
export const mailSuppress = {
  tables: { mail: 'write', newsletters: 'write' },
} as const satisfies FunctionUse;

/** A draft's "email to subscribers when published": the article read, the request stored. */
export const newsletterSendOnPublish = {
  tables: { newsletters: 'write', articles: 'read' },
} as const satisfies FunctionUse;

/** Starting a newsletter send or a test: the published article read, the job stored and queued. */
export const newsletterSendStart = grants(newsletterSendOnPublish, emailRequest);

/** The sends and their counters. */
export const newsletterSendList = {
  tables: { newsletters: 'read' },
} as const satisfies FunctionUse;

/** An unsubscribe link: as every newsletter link, and counted on the send whose mail carried it. */
export const newsletterUnsubscribe = grants(newsletterLink, {
  tables: { newsletters: 'increment' },
});

/** The weekly digest's schedule and last run, read (Settings) by administrators. */
export const digestSettingsRead = {
  tables: { newsletters: 'read' },
} as const satisfies FunctionUse;

/** The weekly digest's schedule, changed (Settings) by administrators: its row, logged. */
export const digestSettingsWrite = grants({ tables: { newsletters: 'write' } }, activityEntry);

/**
 * The weekly digest's hourly run: its settings and the week's claim, the week's published
 * articles (byPublished), the send stored with the claim and its fan-out queued for the email
 * worker, which carries it out as any send: a send started, as an administrator starts one.
 */
export const newsletterDigest = newsletterSendStart;

/** The staff accounts and their groups. */
export const staffList = { staff: 'read' } as const satisfies FunctionUse;

/** Changing a member's access (role, disabled, removed): the pool, their access row, logged. */
export const staffUpdate = grants({ staff: 'manage', tables: { access: 'write' } }, activityEntry);

/** Inviting a member: as a change of access, and the invitation mailed. */
export const staffInvite = grants(staffUpdate, emailRequest);

/** Sending an invitation again: is the member still invited? The mail queued, logged. */
export const staffResendInvitation = grants(staffList, emailRequest, activityEntry);

/** The signed-in member's own preferences, on their access row. */
export const staffPreferencesWrite = { tables: { access: 'write' } } as const satisfies FunctionUse;

/** Turning a member's two-step sign-in off, logged. */
export const staffResetMfa = grants({ staff: 'manage' }, activityEntry);

/** The post-confirmation trigger: a new account put in its group, nothing else. */
export const staffEnrol = { staff: 'enrol' } as const satisfies FunctionUse;

// The data migrations.

/** The migrations: they bring whole tables up to date, and record each one done (counters). */
export const dataMigrations = {
  tables: {
    articles: 'write',
    authors: 'write',
    categories: 'read',
    pages: 'write',
    revisions: 'write',
    contacts: 'read',
    media: 'write',
    subscribers: 'write',
    listings: 'write',
    counters: 'write',
    image_uses: 'write',
    content_index: 'write',
    // The sitemap partition lists the manual redirects stored before it.
    redirects: 'read',
    // The analytics dashboard's rollups, rebuilt from the daily counters.
    analytics: 'write',
  },
} as const satisfies FunctionUse;
