// The page template (docusaurus.config.ts `ssrTemplate`): Docusaurus 3.10's own (core/lib/ssg/ssgTemplate.html.js)
// with one change — the bundle scripts are preloaded in <head> and started by a small inline script once the first
// contentful paint is known, instead of `<script defer>`. With `defer` the browser runs main.js (~70 ms on a fast
// machine, ~300 ms on a throttled phone) as soon as the HTML is parsed, often before it paints the server-rendered
// article: the reader then waits for JavaScript to see text that is already there, and Lighthouse counts main.js
// as render-blocking (LCP 2.0–2.8 s instead of 1.1 s on the same page). The download still starts at once.
// scripts/lib/csp.mjs knows the inline script and allows it by hash, like the theme's colour-mode script.

/** Runs in the page, inline: appends the bundle scripts (in order) after the first contentful paint. */
export function startAfterFirstPaint(urls) {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const url of urls) {
      const script = document.createElement('script');
      script.src = url;
      script.async = false;
      document.head.appendChild(script);
    }
  }
  const Observer = window.PerformanceObserver;
  // A hidden tab paints nothing, and a browser without paint timing reports nothing: start at once.
  if (document.visibilityState !== 'visible' || !Observer || !(Observer.supportedEntryTypes ?? []).includes('paint'))
    return start();
  document.addEventListener('visibilitychange', start);
  // Should the paint never be reported, the page still becomes interactive.
  setTimeout(start, 3000);
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      start();
    }
  }).observe({type: 'paint', buffered: true});
}

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" fetchpriority="low" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(${startAfterFirstPaint})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
