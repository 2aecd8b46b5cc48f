/**
 * The first path segments our routes and files own (spec 'Root shell'), in one place: the
 * proxy routes them to the platform's pages, and an agent's desiredUrl may not take them.
 */
import { locales } from '@/i18n/locales'

/** Pages of the platform itself; any other first segment on a home host is a desiredUrl. */
export const platformPages = ['login', 'agreement', 'process', 'terms', 'admin', 'unsubscribe']

/** Every segment a desiredUrl must not shadow: locales, platform pages, API, files, Next's own. */
export const reservedSlugs = [
  ...new Set([
    ...locales.flatMap((l) => [l.code, l.urlPrefix.slice(1).toLowerCase()]).filter(Boolean),
    ...platformPages,
    'api',
    'logout',
    'privacy',
    'probiz',
    'next',
    '_next',
    'media',
    'sitemap',
    'sitemaps',
    'robots',
    'favicon',
    'static',
    'public',
    'preview',
    // Agent-site sections: /homes must stay the search on an agent's own domain (src/proxy.ts gives it a nonce).
    'homes',
    'listings',
    'favourites',
    'valuation',
    'areas',
    'blog',
    'reviews',
  ]),
]
