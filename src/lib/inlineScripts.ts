/**
 * Every inline script our pages render. Public pages in production are cached, so their policy
 * allows inline scripts by hash, and only scripts listed here (besides Next's RSC data) get one
 * (runtime/server/cspHashes.ts): a script that is not in this list never runs on a public page.
 */
import { defaultLocale, locales } from '@/i18n/locales'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/routing'

const prefixes = JSON.stringify(Object.fromEntries(locales.map(({ code, urlPrefix }) => [code, urlPrefix])))
const cookieValues = JSON.stringify(Object.fromEntries(locales.map(({ code, cookieValue }) => [code, cookieValue])))

/**
 * The language menus of the page (src/components/site/LanguageMenu.tsx), delegated from the document
 * so it runs from the head: toggles a menu, closes menus on an outside click or Escape, and on a
 * choice sets the locale cookie and opens the same path in that locale (the rules of
 * parseLocalePath / localizedPath in src/i18n/routing.ts, which tests/unit/inlineScripts.test.ts holds it to).
 *
 * It also remembers the locale on the first visit (spec section 4): without a cookie, or with one
 * that names no locale, the cookie gets the page's locale; one naming a locale in another spelling
 * ('ja') is rewritten as the spec's value ('ja-JP'). Done here rather than by a Set-Cookie of the
 * server so that every visitor gets the same bytes: a shared cache (Varnish, a CDN) keeps no answer
 * that sets a cookie, and would keep one visitor's cookie for all if it did.
 */
export const languageMenuScript =
  `(function(d){var P=${prefixes},K=${cookieValues},D="${defaultLocale}";` +
  'function at(p){var f=(p.split("/")[1]||"").toLowerCase();for(var c in P)if(P[c]&&P[c].slice(1).toLowerCase()===f)return c;return D}' +
  `function keep(c){d.cookie="${LOCALE_COOKIE}="+K[c]+"; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax"}` +
  `var m=/(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)/.exec(d.cookie||""),v=m?m[1].trim().toLowerCase():"",n=null;` +
  'for(var c in K)if(K[c].toLowerCase()===v||c===v)n=c;if(!n||K[n]!==m[1])keep(n||at(location.pathname));' +
  'function rest(p){var s=p.split("/"),f=(s[1]||"").toLowerCase(),m=f==="ko";for(var c in P)if(P[c]&&P[c].slice(1).toLowerCase()===f)m=true;return m?"/"+s.slice(2).join("/"):(p||"/")}' +
  'function to(c,r){var x=P[c];return x?(r==="/"?x:x+r):r}' +
  'function shut(m){var l=m.querySelector("[role=listbox]"),b=m.querySelector(".lang-menu__toggle");if(l)l.hidden=true;if(b)b.setAttribute("aria-expanded","false")}' +
  'function all(f){var m=d.querySelectorAll(".lang-menu");for(var i=0;i<m.length;i++)f(m[i])}' +
  'd.addEventListener("click",function(e){var t=e.target;if(!t||!t.closest)return;' +
  'all(function(m){if(!m.contains(t))shut(m)});' +
  'var b=t.closest(".lang-menu__toggle"),o=t.closest(".lang-menu [data-locale]");' +
  'if(b){var l=b.parentNode.querySelector("[role=listbox]");l.hidden=!l.hidden;b.setAttribute("aria-expanded",String(!l.hidden));return}' +
  'if(o){var c=o.getAttribute("data-locale");all(shut);keep(c);' +
  'location.assign(to(c,rest(location.pathname))+location.search+location.hash)}});' +
  'd.addEventListener("keydown",function(e){if(e.key==="Escape")all(shut)})})(document)'

/**
 * The admin bar (src/components/site/AdminBar.tsx), placed right after it: after the page's load,
 * asks who is signed in; for a user, writes their e-mail into the label (as text) and shows the bar;
 * its button logs out and reloads. Visitors never see it.
 */
export const adminBarScript =
  '(function(b){if(!b)return;function go(){fetch("/api/users/me",{credentials:"include"}).then(function(r){return r.ok?r.json():null})' +
  '.then(function(j){var e=j&&j.user&&j.user.email;if(!e)return;b.querySelector("span").textContent=b.getAttribute("data-signed-in-as").replace("{email}",e);b.hidden=false}).catch(function(){})}' +
  'b.querySelector("button").addEventListener("click",function(){fetch("/api/users/logout",{method:"POST",credentials:"include"}).catch(function(){}).then(function(){location.reload()})});' +
  'if(document.readyState==="complete")go();else addEventListener("load",go)})(document.currentScript.previousElementSibling)'

/** Spec section 9: a chunk that fails to load reloads the page, at most once per path in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 10 * 1000

/**
 * Installed as an inline script before any chunk loads, so a chunk failing during the first load
 * is caught too: a failed /_next/static/ file or a ChunkLoadError reloads the page, at most once
 * per window per path. Source text, not a function's toString(): public pages allow it by the hash
 * of this exact text (src/lib/inlineScripts.ts), which a compiler must not reshape.
 */
export const chunkReloadGuardScript =
  '(function(w){function r(){var k="chunk-reload:"+w.location.pathname,l=Number(w.sessionStorage.getItem(k)||0);' +
  `if(l&&Date.now()-l<${CHUNK_RELOAD_WINDOW_MS})return;w.sessionStorage.setItem(k,String(Date.now()));w.location.reload()}` +
  'w.addEventListener("error",function(e){var t=e.target,s=t&&("src"in t?t.src:"href"in t?t.href:"");if(s&&s.indexOf("/_next/static/")>=0)r()},true);' +
  'w.addEventListener("unhandledrejection",function(e){if(e.reason&&e.reason.name==="ChunkLoadError")r()})})(window)'

/** Spec: the landing's fixed header turns black once the page is scrolled more than this. */
export const HEADER_SCROLL_THRESHOLD = 10

/** The landing header's scroll state (src/components/landing/LandingHeader.tsx), placed right after it. */
export const headerScrollScript =
  `(function(h){function u(){var s=scrollY>${HEADER_SCROLL_THRESHOLD};h.classList.toggle("landing-header--scrolled",s);h.setAttribute("data-scrolled",String(s))}` +
  'u();addEventListener("scroll",u,{passive:true})})(document.currentScript.previousElementSibling)'

export const knownInlineScripts: readonly string[] = [chunkReloadGuardScript, languageMenuScript, adminBarScript, headerScrollScript]
