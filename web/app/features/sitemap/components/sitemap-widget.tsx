/**
 * Loads the third-party sitemap generator widget: only after mount (never in the prerendered
 * HTML, so the page stays light and readable without it) and only when a widget URL is configured.
 * The page's CSP allows the widget's origin (web/scripts/csp.ts).
 */
import { useEffect, useRef, useState } from 'react';

export function SitemapWidget({
  scriptUrl,
  loadingText,
}: {
  scriptUrl: string;
  loadingText: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const host = container.current;
    if (!host || !scriptUrl) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => setLoaded(true);
    host.appendChild(script);
    return () => {
      script.remove();
    };
  }, [scriptUrl]);

  return (
    <div ref={container} aria-busy={!loaded} className="min-h-64 rounded-xl border p-6">
      {loaded ? null : <p className="text-center text-muted-foreground">{loadingText}</p>}
    </div>
  );
}
