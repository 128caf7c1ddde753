// The two small inline scripts of every prerendered page (besides the theme script), written here
// once; scripts/csp-hashes.ts allows each by its hash, so each is the same text on every page.
//  - the deferred-paint head script: decides, before the body is parsed, whether the page paints
//    its first screen first (src/lib/deferred-paint.ts, docs/decisions/027-deferred-paint.md);
//  - the bootstrap, last in the body: paints the first screen, the rest of the page in slices,
//    and starts the app once the page has painted (docs/decisions/015-prerender-and-hydration.md).
import {
  DEFERRED_ATTRIBUTE,
  PAINTED_ATTRIBUTE,
  PAINTED_EVENT,
  PAINTING_ATTRIBUTE,
} from '../src/lib/deferred-paint.ts';

/** Source written readably below, shipped on one line (no comments, statements end with `;`). */
const oneLine = (source: string) =>
  source
    .split('\n')
    .map((line) => line.trim())
    .join('');

/**
 * Paint in parts only on a plain first visit: a #hash or a restored scroll position (reload,
 * back/forward) needs the whole page laid out to land in the right place, and a hidden tab
 * paints nothing anyway.
 */
export const DEFERRED_PAINT_HEAD_SCRIPT = oneLine(`(()=>{
  var n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];
  if(!location.hash&&document.visibilityState!=='hidden'&&(!n||n.type==='navigate'))
    document.documentElement.setAttribute('${PAINTING_ATTRIBUTE}','');
})()`);

/** Milliseconds of layout the bootstrap spends on deferred blocks per frame. */
const SLICE_MS = 6;

/**
 * 1. While the page paints in parts: marks painted every deferred block that may start inside the
 *    first screen, before the first paint. Where a hidden block would start is estimated from its
 *    previous rendered sibling: below its bottom when the parent stacks its children (block flow,
 *    a one-column grid, a column flexbox), level with its top otherwise; from the parent's top for
 *    a first child. A block inside a block still hidden waits for it.
 * 2. Once the page has painted (its first contentful paint, or the next frame where paint timing
 *    is missing): adds the entry script and preloads of the page's chunks (from its data
 *    attributes), and paints the remaining blocks in document order, about SLICE_MS of layout per
 *    frame; then removes the painting attribute and dispatches the painted event. Printing or
 *    following a #hash paints everything at once.
 */
const BOOTSTRAP_SCRIPT = oneLine(`(()=>{
  var ds=document.currentScript.dataset,d=document.documentElement,done=0,
    S='[${DEFERRED_ATTRIBUTE}]',P='${PAINTING_ATTRIBUTE}',
    q=d.hasAttribute(P)?[].slice.call(document.querySelectorAll(S)):[];
  function show(e){e.setAttribute('${PAINTED_ATTRIBUTE}','');}
  function waits(e){return e.parentElement.closest(S+':not([${PAINTED_ATTRIBUTE}])');}
  function top(e){
    var p=e.previousElementSibling,c=getComputedStyle(e.parentElement),r;
    while(p&&!p.getClientRects().length)p=p.previousElementSibling;
    if(!p)return e.parentElement.getBoundingClientRect().top;
    r=p.getBoundingClientRect();
    return (c.display.indexOf('grid')>=0?c.gridTemplateColumns.split(' ').length<2:
      c.display.indexOf('flex')<0||c.flexDirection.indexOf('column')==0)?r.bottom:r.top;
  }
  q=q.filter(function(e){if(waits(e)||top(e)>=innerHeight)return true;show(e);return false;});
  function end(){
    q=[];
    if(d.hasAttribute(P)){d.removeAttribute(P);document.dispatchEvent(new Event('${PAINTED_EVENT}'));}
  }
  function slice(){
    var t=performance.now();
    while(q.length&&performance.now()-t<${SLICE_MS}){var e=q.shift();show(e);e.getBoundingClientRect();}
    if(q.length)requestAnimationFrame(slice);else end();
  }
  function all(){q.forEach(show);end();}
  addEventListener('beforeprint',all);
  addEventListener('hashchange',all);
  function go(){
    if(done++)return;
    (ds.preload||'').split(' ').forEach(function(h){
      if(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l);}
    });
    var s=document.createElement('script');s.type='module';s.src=ds.entry;document.head.append(s);
    if(d.hasAttribute(P))requestAnimationFrame(slice);
  }
  try{
    new PerformanceObserver(function(l,o){
      if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go);}
    }).observe({type:'paint',buffered:true});
  }catch(e){requestAnimationFrame(function(){setTimeout(go);});}
})()`);

/** The head script as it stands in a page's <head>. */
export const deferredPaintHeadTag = `<script>${DEFERRED_PAINT_HEAD_SCRIPT}</script>`;

/** The bootstrap as it stands before </body>: the entry and the chunks to preload in its data. */
export function bootstrapTag(entry: string, preload: string[]): string {
  return `<script data-entry="${entry}" data-preload="${preload.join(' ')}">${BOOTSTRAP_SCRIPT}</script>`;
}

/**
 * A built page without its own scripts (the head script and the bootstrap): it paints as it does
 * with scripts turned off, whole, and no script but the theme's ever runs.
 */
export function withoutPageScripts(html: string): string {
  const withoutBoot = html.replace(/<script data-entry="[^"]*" data-preload="[^"]*">[\s\S]*?<\/script>/, '');
  if (withoutBoot === html) throw new Error('The page has no bootstrap script');
  if (!withoutBoot.includes(deferredPaintHeadTag)) throw new Error('The page has no deferred-paint script');
  return withoutBoot.replace(deferredPaintHeadTag, '');
}
