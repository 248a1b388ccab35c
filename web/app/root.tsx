/**
 * The document shell of every page: head tags (charset, viewport with maximum-scale 5, theme
 * colour, the no-flash theme script, route meta and links) and the toast host. Routes that read
 * the API wrap themselves in the data cache (lib/query-client.tsx), so static pages never load it.
 * Public pages put their own layout (header, footer) in routes/public-layout.tsx.
 */
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
  type MetaFunction,
} from 'react-router';
import { ToastHost } from '~/components/layout/toast-host';
import { AnalyticsTracker } from '~/features/analytics/components/analytics-tracker';
import { subscribeConsent } from '~/features/consent/api/consent-store';
import { siteConfig } from '~/lib/site-config';
import { themeInitScript } from '~/lib/theme';
import { feedTitle, insightsFeeds } from '@shared/content/feeds';
import './app.css';

// app.css is a side-effect import: React Router links it from the route manifest, so the
// prerendered HTML and the client agree on the stylesheet's hashed name.
const noScriptStyles = '<style>[data-nojs-reveal]{display:block!important}</style>';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The Insights feeds, so readers find them from any page (shared/content/feeds.ts).
  ...Object.values(insightsFeeds).map((feed) => ({
    rel: 'alternate',
    type: feed.type,
    href: feed.path,
    title: `${feedTitle(siteConfig.brandName)} (${feed.label})`,
  })),
];

/** Fallback head for documents no route describes (the SPA fallback shell). */
export const meta: MetaFunction = () => [{ title: siteConfig.brandName }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets `class` and `style` on <html> before hydration; React must not fight it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="theme-color" content="#0F172A" />
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        {/* Without JavaScript, collapsed answers and inactive tab panels stay readable. */}
        <noscript dangerouslySetInnerHTML={{ __html: noScriptStyles }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <ToastHost />
      {/* First-party view beacons, with analytics consent only (features/analytics). */}
      <AnalyticsTracker subscribeConsent={subscribeConsent} />
    </>
  );
}

/** Shown by the SPA fallback document until the client router has loaded the route. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <p className="text-muted-foreground">Loading application...</p>
    </div>
  );
}

/** Last-resort error screen (a route threw). Unknown paths never land here: `*` renders the 404. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">
        {status === 404 ? 'Page Not Found' : 'Something went wrong'}
      </h1>
      <a href="/" className="text-brand-text underline">
        Return to Homepage
      </a>
    </main>
  );
}
