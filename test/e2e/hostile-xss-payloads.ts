/**
 * Cross-site scripting payloads for test/e2e/hostile-xss.spec.ts. Each one, if it ever runs,
 * calls `alert(1)` or writes the canary `window.__xss`; the spec watches for both, and for any
 * dangerous markup (event-handler attributes, script-bearing URLs) that survives into the DOM.
 */

/** What the hostile sandbox (hostile-xss-sandbox.ts) stored, as it prints it. */
export interface HostileXssSite {
  url: string;
  admin: { email: string; password: string };
  articles: { id: string; slug: string; title: string }[];
  pageSlug: string;
}

/** Prefix of the line on which the hostile sandbox prints its {@link HostileXssSite}. */
export const hostileXssLine = 'HOSTILE_XSS ';

/** Plain text in every stored title, to know the hostile content has rendered. */
export const probeMarker = 'XSS probe';

/** The canary a payload writes when it runs. */
export const canary = '__xss';

const run = `window.${canary}=1`;

export const xssPayloads: readonly string[] = [
  // Script elements.
  `<script>${run}</script>`,
  `<SCRIPT SRC=data:text/javascript,${run}></SCRIPT>`,
  `<script src="data:text/javascript;base64,${Buffer.from(run).toString('base64')}"></script>`,
  `<scr<script>ipt>${run}</scr</script>ipt>`,
  `"><script>${run}</script>`,
  `</textarea><script>${run}</script>`,
  `</title><script>${run}</script>`,
  `<script type="module">${run}</script>`,
  // Event-handler attributes.
  `<img src=x onerror="${run}">`,
  `<img src=x onerror=alert(1)>`,
  `<svg onload=${run}>`,
  `<body onload=${run}>`,
  `<div onmouseover="${run}" style="position:fixed;inset:0">hover</div>`,
  `<input autofocus onfocus=${run}>`,
  `<details open ontoggle=${run}>`,
  `<video><source onerror="${run}"></video>`,
  `<audio src=x onerror=${run}>`,
  `<marquee onstart=${run}>`,
  `<img src=x oNeRrOr=${run}>`,
  `<img src=x onerror=&#119;&#105;&#110;&#100;&#111;&#119;&#46;&#95;&#95;&#120;&#115;&#115;&#61;&#49;>`,
  `<img/src=x/onerror=${run}>`,
  // javascript: and data: URLs in markup.
  `<a href="javascript:${run}">click</a>`,
  `<a href="JaVaScRiPt:${run}">click</a>`,
  `<a href="&#106;avascript:${run}">click</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${run}">click</a>`,
  `<a href=" \tjavascript:${run}">click</a>`,
  `<a href="data:text/html,<script>${run}</script>">click</a>`,
  `<iframe src="javascript:${run}"></iframe>`,
  `<iframe srcdoc="<script>parent.${run}</script>"></iframe>`,
  `<object data="javascript:${run}"></object>`,
  `<embed src="data:text/html,<script>${run}</script>">`,
  `<form action="javascript:${run}"><button>go</button></form>`,
  `<button formaction="javascript:${run}">go</button>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  `<base href="javascript:${run}//">`,
  // SVG and MathML.
  `<svg><script>${run}</script></svg>`,
  `<svg><a xlink:href="javascript:${run}"><text x="20" y="20">click</text></a></svg>`,
  `<svg><animate onbegin=${run} attributeName=x dur=1s>`,
  `<svg><set attributeName="href" to="javascript:${run}"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${run}></style></mglyph></table></mtext></math>`,
  `<math href="javascript:${run}">click</math>`,
  `<svg><foreignObject><iframe srcdoc="<script>parent.${run}</script>"></iframe></foreignObject></svg>`,
  // Markdown link and image tricks.
  `[click me](javascript:${run})`,
  `[click me](JAVASCRIPT:${run})`,
  `[click me](javascript&#58;${run})`,
  `[click me]( javascript:${run} )`,
  `[click me](<javascript:${run}>)`,
  `![x](javascript:${run})`,
  `![x](x" onerror="${run})`,
  `[ref]: javascript:${run}\n\n[click][ref]`,
  `<javascript:${run}>`,
  `[click me](data:text/html;base64,${Buffer.from(`<script>${run}</script>`).toString('base64')})`,
  `[a](https://example.com "title\\" onmouseover=${run} x=\\"")`,
  // Entity-encoded and mutation tricks.
  `&lt;script&gt;${run}&lt;/script&gt;`,
  `&#60;img src=x onerror=${run}&#62;`,
  `<noscript><p title="</noscript><img src=x onerror=${run}>">`,
  `<style><img src=x onerror=${run}></style>`,
  `<a href="https://example.com" style="behavior:url(x)" onclick="${run}">styled</a>`,
  `{{constructor.constructor('${run}')()}}`,
  `\${${run}}`,
  `javascript:${run}`,
];
