// The page paints before the framework's scripts are asked for.
//
// Next (16.4) writes its scripts into the page's head as `<script async>` (and one `<link
// rel=preload>`). On a phone's network they then share the connection with the stylesheet, the
// font and the hero picture the first paint waits for, and on a fast one they run before that
// paint: about 170 KB of compressed JavaScript. Lighthouse's mobile model put the largest paint of
// a cached page at 2.4–2.8 s with them and at 1.3–1.9 s without them.
//
// A cached page is complete HTML that reads before any script runs, so its scripts are requested
// once the browser has painted it. A small inline loader waits for the first contentful paint
// (Paint Timing), then appends the same scripts, still async. Next and Turbopack do not depend on
// how their chunks were added, and the inline data React hydrates from stays where it is. Without
// Paint Timing the scripts are added at once; if no paint is reported within three seconds (a tab
// opened in the background), they are added then.
//
// Each script is asked for in a task of its own (a zero-delay timer each, in order). Asking for one
// costs the main thread 1.5–2.5 ms here (the request, its priority, the content policy check; more
// with devtools attached, as under Lighthouse), so the 13 of a page in one go made a 20–33 ms task
// right after the first paint, which Lighthouse's phone counts four times slower; split, the
// longest is 1–6 ms.
//
// Next has no option for this, so the server rewrites a cached page's HTML once, when it keeps its
// encoded bytes (encoded-bodies.mjs). Pages streamed per request go as Next writes them. The loader
// is an inline script: the content policy allows those (script-src 'unsafe-inline'); with nonces
// it would need the page's nonce.

const nextScript = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const nextScriptPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g

const loaderStart = '<script>(function(s){var d=0;'

/** The inline loader that appends `sources` after the first contentful paint, each in a task of its own. */
export function paintFirstLoader(sources) {
  return (
    loaderStart +
    'function go(){if(d)return;d=1;s.forEach(function(u){setTimeout(function(){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)},0)})}' +
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});setTimeout(go,3000)}catch(e){go()}})(' +
    JSON.stringify(sources) +
    ')</script>'
  )
}

/**
 * The document with Next's script tags and script preloads taken out and one loader in the head
 * that adds them after the first paint. Anything that is not a whole HTML document with those
 * scripts in its head comes back as it was.
 */
export function scriptsAfterFirstPaint(html) {
  if (!html.startsWith('<!DOCTYPE html>')) return html
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const sources = []
  const take = (_tag, src) => {
    if (!sources.includes(src)) sources.push(src)
    return ''
  }
  // All were async, so their order is not Turbopack's concern; the preloaded one is asked for first.
  const head = html.slice(0, headEnd).replace(nextScriptPreload, take).replace(nextScript, take)
  if (sources.length === 0) return html
  const body = html.slice(headEnd).replace(nextScript, take)
  return head + paintFirstLoader(sources) + body
}

/** The scripts a page's loader adds after its first paint, in order; none when it has no loader. */
export function loaderSources(html) {
  const start = html.indexOf(loaderStart)
  if (start < 0) return []
  const end = html.indexOf('</script>', start)
  const call = html.lastIndexOf('})(', end)
  return JSON.parse(html.slice(call + 3, end - 1))
}
