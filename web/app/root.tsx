/**
 * The document shell of every page: head tags (charset, viewport with maximum-scale 5, theme
 * colour, the no-flash theme script, route meta and links), the data cache and the toaster.
 * Public pages put their own layout (header, footer) in routes/public-layout.tsx.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
import { Toaster } from 'sonner';
import { TooltipProvider } from '~/components/ui/tooltip';
import { siteConfig } from '~/lib/site-config';
import { themeInitScript } from '~/lib/theme';
import './app.css';

// app.css is a side-effect import: React Router links it from the route manifest, so the
// prerendered HTML and the client agree on the stylesheet's hashed name.
const noScriptStyles = '<style>[data-nojs-reveal]{display:block!important}</style>';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
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

/**
 * sonner's rich text colours reach only about 4.3:1 on their tinted backgrounds; these darker ones
 * meet WCAG AA (4.5:1) for the toasts' 13 px text. Inline custom properties on the toaster win over
 * the library's stylesheet.
 */
const toastColours = {
  '--success-text': '#006b24',
  '--error-text': '#b42318',
  '--info-text': '#0b5cad',
  '--warning-text': '#8a4b00',
} as CSSProperties;

/** One client per browser session: no refetch on window focus, one retry, 5-minute cache GC. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: 1,
        gcTime: 5 * 60 * 1000,
      },
    },
  });
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Outlet />
      </TooltipProvider>
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        closeButton
        richColors
        style={toastColours}
      />
    </QueryClientProvider>
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
