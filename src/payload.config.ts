import { postgresAdapter, type PostgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ja } from '@payloadcms/translations/languages/ja'
import { ko } from '@payloadcms/translations/languages/ko'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type PayloadLogger } from 'payload'
import sharp from 'sharp'

import { Contacts } from '@/collections/Contacts'
import { ContactReplies } from '@/collections/ContactReplies'
import { EmailSuppressions } from '@/collections/EmailSuppressions'
import { unsubscribeEndpoint } from '@/collections/EmailSuppressions/unsubscribeEndpoint'
import { Leads } from '@/collections/Leads'
import { Areas } from './collections/Areas'
import { Posts } from './collections/Posts'
import { Reviews } from './collections/Reviews'
import { Listings } from '@/collections/Listings'
import { OutgoingEmails } from '@/collections/OutgoingEmails'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { RateLimitBuckets } from '@/collections/RateLimitBuckets'
import { MarketReports } from '@/collections/MarketReports'
import { Realtors } from '@/collections/Realtors'
import { SavedSearches } from '@/collections/SavedSearches'
import { SearchSnapshots } from '@/collections/SearchSnapshots'
import { FieldTranslations } from '@/collections/FieldTranslations'
import { TranslationUsage } from '@/collections/TranslationUsage'
import {
  AnalyticsEvents,
  analyticsEventsEndpoint,
  AnalyticsRollups,
  AnalyticsSalts,
  offerBeaconToServer,
  rollUpAnalyticsNowAndThen,
} from '@/collections/Analytics'
import { Users } from '@/collections/Users'
import { realtorContacts } from '@/collections/Contacts/realtorContacts'
import { dailyCsvEndpoint } from '@/collections/Analytics/dailyCsvEndpoint'
import { visitorNumbers } from '@/collections/Analytics/numbers'
import { valuationsEndpoint } from '@/collections/Contacts/valuation/valuationEndpoint'
import { sendToSlackEndpoint } from '@/collections/Leads/sendToSlack'
import { emailAdapter } from '@/integrations/smtp/emailAdapter'
import { emailContact } from '@/jobs/emailContact'
import { emailLead } from '@/jobs/emailLead'
import { emailPasswordReset } from '@/jobs/emailPasswordReset'
import { forwardContact } from '@/jobs/forwardContact'
import { forwardLead } from '@/jobs/forwardLead'
import { claimedByField, claimJobsAtomically } from '@/jobs/claimJobsAtomically'
import { recoverStaleJobsNowAndThen } from '@/jobs/recoverStaleJobs'
import { rollBackFailedJobUpdates } from '@/jobs/rollBackFailedJobUpdates'
import { syncRealtor } from '@/jobs/syncRealtor'
import { emailAlert } from '@/jobs/alerts/emailAlert'
import { emailAlertConfirmation } from '@/jobs/alerts/emailAlertConfirmation'
import { emailBuyerLead } from '@/jobs/alerts/emailBuyerLead'
import { ALERTS_QUEUE, scheduleAlertsNowAndThen } from '@/jobs/alerts/scheduleAlerts'
import { sendAlerts } from '@/jobs/alerts/sendAlerts'
import { computeMarketReport, refreshMarketReports } from '@/jobs/marketReports/marketReportTasks'
import { MARKET_REPORTS_QUEUE, scheduleMarketReportsNowAndThen } from '@/jobs/marketReports/scheduleMarketReports'
import { acknowledgeContact } from '@/jobs/leadResponse/acknowledgeContact'
import { emailContactReply } from '@/jobs/leadResponse/emailContactReply'
import { emailEscalation } from '@/jobs/leadResponse/emailEscalation'
import { escalateContactsNowAndThen } from '@/jobs/leadResponse/escalateContacts'
import { Landing } from '@/globals/Landing'
import { SiteSettings } from '@/globals/SiteSettings'
import { adminTranslations } from '@/i18n/adminTranslations'
import { withStaffOnlyApiTab } from '@/access/staffOnlyApiTab'
import { withVersionHistory } from '@/fields/editedBy'
import { plugins } from '@/plugins'
import { runWorkAfterCommit } from '@/server/afterCommit'
import { expireAnnouncedTags } from '@/server/revalidate'
import { onTagsExpired } from '@/integrations/httpCache/pageTags.mjs'
import { purgeExpiredTags, purgeHttpCache } from '@/jobs/purgeHttpCache'
import { cacheExpiryEndpoint } from '@/server/cacheExpiryEndpoint'
import { dismissScheduleFailure } from '@/endpoints/dismissScheduleFailure'
import { agentTranslationBudget } from '@/server/agentTranslationBudget'
import { handleLostDatabaseConnections } from '@/server/databaseConnectionErrors'
import { defaultLocale, fallbacks, locales } from '@/i18n/locales'
import { keepAllowedOriginsFresh, platformOrigins } from '@/server/allowedOrigins'
import { keepRateLimitsPruned } from '@/server/rateLimit'
import { withNulCheck } from '@/server/rejectNulCharacters'
import { withLockRules } from '@/server/documentLocks'
import { withSystemTimestamps } from '@/server/systemTimestamps'
import { graphqlBudgetFor } from '@/server/graphqlBudgetFor'
import { badValuesAreClientErrors } from '@/server/queryGuard/badValueErrors'
import { validationErrorsKeepTheirFields } from '@/server/validationErrorFields'
import { publicErrorsKeepTheirMessage } from '@/server/publicErrorMessages'
import { withGlobalReadCheck, withQueryCheck } from '@/server/queryGuard/withQueryCheck'
import { withGlobalValueTypeCheck, withValueTypeCheck } from '@/server/valueTypes'
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/imageLimits.mjs'
import { parseReplicaUrls } from '@/integrations/postgres/replicaUrls'
import { sharedLogger } from '@/integrations/observability/logger'
import { metrics } from '@/integrations/observability/metrics'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Deliveries and realtor syncs in parallel; one realtor's syncs one after another (their concurrency key). */
const autoRunQueues = [
  { cron: '*/5 * * * * *', limit: 20, queue: 'default' },
  { cron: '* * * * * *', limit: 10, queue: 'sync' },
  // One alerts run at a time (src/jobs/alerts/scheduleAlerts.ts keeps the next one waiting).
  { cron: '*/10 * * * * *', limit: 1, queue: ALERTS_QUEUE },
  // The areas' market reports, a few at a time: each one pages through the listings API.
  { cron: '*/10 * * * * *', limit: 4, queue: MARKET_REPORTS_QUEUE },
]

// Once the config is built: Payload's own document locks and timestamps get our access rules
// (src/server/documentLocks.ts, src/server/systemTimestamps.ts).
export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    // The product, not Payload, in the browser tab, on shared links and on the login page.
    meta: {
      titleSuffix: ' · Realtor Homepages',
      icons: [{ rel: 'icon', type: 'image/x-icon', url: '/favicon.ico' }],
      openGraph: { siteName: 'Realtor Homepages', title: 'Realtor Homepages' },
    },
    components: {
      beforeDashboard: [
        // The month's translation usage comes from here: the dashboard only draws it.
        { path: '@/components/admin/RealtorDashboard#RealtorDashboard', serverProps: { translationBudget: agentTranslationBudget } },
        '@/components/admin/NewContactsCount#NewContactsCount',
        // The reading (and who may read what) is the collection's; the components only draw it.
        { path: '@/components/admin/numbers/NumbersSummary#NumbersSummary', serverProps: { readNumbers: visitorNumbers } },
        '@/components/admin/ResponseTimes#ResponseTimes',
      ],
      afterNavLinks: ['@/components/admin/numbers/NumbersNavLink#NumbersNavLink'],
      views: {
        visitorNumbers: {
          path: '/numbers',
          // A custom view's tab title is fixed (not per admin language): the three names, never "Payload".
          meta: { title: '방문 통계 · Visitor numbers · アクセス数', description: '방문 통계 · Visitor numbers · アクセス数' },
          Component: {
            path: '@/components/admin/numbers/VisitorNumbersView#VisitorNumbersView',
            serverProps: { readNumbers: visitorNumbers },
          },
        },
      },
      // Scheduled publications that failed, above every page, for the user who scheduled them.
      header: ['@/components/admin/ScheduleFailures#ScheduleFailures'],
      graphics: { Logo: '@/components/admin/brand/Logo#Logo', Icon: '@/components/admin/brand/Icon#Icon' },
      providers: [
        // Names the live preview's "Responsive" size in the admin language (Payload hard-codes it in English).
        '@/components/admin/LivePreviewWording#LivePreviewWording',
        // Payload's schedule drawer: refusals shown as such, "take offline" offered only to staff.
        '@/components/admin/SchedulingFeedback#SchedulingFeedback',
      ],
    },
    // Gravatar would send a hash of every user's e-mail to a third party.
    avatar: 'default',
    // Dates in the admin language's own order and clock (2026년 11월 27일 오후 1:37, 2026年11月27日 13:37): Payload's
    // default pattern is English ('MMMM do yyyy, h:mm a') whatever the language.
    dateFormat: 'PPPp',
  },
  // Cookie auth and CORS only for our own hosts and agents' domains (kept fresh by onInit).
  cors: platformOrigins(),
  csrf: platformOrigins(),
  onInit: (payload) => {
    // A PostgreSQL restart must neither kill the process nor leak its connections.
    handleLostDatabaseConnections(payload)
    // Cache expiries from hooks wait for their transaction's commit (src/server/revalidate.ts).
    runWorkAfterCommit(payload)
    // Expiries from jobs (a publish scheduled for later) reach this web server's page cache.
    expireAnnouncedTags(payload)
    // Every tag the page cache expires is purged from the shared HTTP cache in front, if any (src/jobs/purgeHttpCache.ts).
    onTagsExpired('purge', purgeExpiredTags(payload))
    // Any number of runners (workers, servers running jobs) share the queue: each job runs once at a time.
    claimJobsAtomically(payload)
    rollBackFailedJobUpdates(payload)
    keepAllowedOriginsFresh(payload)
    keepRateLimitsPruned(payload)
    // The production server answers the page views' beacons before Next (runtime/server/visitorBeacon.ts).
    offerBeaconToServer(payload)
    // The pool's numbers in this process's metrics (src/integrations/observability/metrics.ts).
    metrics().watchDatabasePool(() => (payload.db as unknown as PostgresAdapter).pool)
  },
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    responseOnLimit: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please upload a smaller image.`,
  },
  collections: [
    Realtors,
    Listings,
    Areas,
    Posts,
    Reviews,
    Media,
    Pages,
    Leads,
    Contacts,
    ContactReplies,
    SavedSearches,
    Users,
    RateLimitBuckets,
    OutgoingEmails,
    EmailSuppressions,
    SearchSnapshots,
    FieldTranslations,
    TranslationUsage,
    AnalyticsEvents,
    AnalyticsRollups,
    AnalyticsSalts,
    MarketReports,
  ]
    // Versioned collections record who saved and show who and what in their history.
    .map(withVersionHistory)
    .map(withNulCheck)
    .map(withQueryCheck)
    // A value of the wrong JSON type (an array as an e-mail) is a 400 naming the field, not a 500.
    .map(withValueTypeCheck)
    .map(withStaffOnlyApiTab),
  // A malformed value that still reaches PostgreSQL is answered 400, not 500; refusals keep their words.
  hooks: { afterError: [badValuesAreClientErrors, validationErrorsKeepTheirFields, publicErrorsKeepTheirMessage] },
  endpoints: [
    sendToSlackEndpoint,
    realtorContacts,
    valuationsEndpoint,
    unsubscribeEndpoint,
    cacheExpiryEndpoint,
    dismissScheduleFailure,
    analyticsEventsEndpoint,
    dailyCsvEndpoint,
  ],
  jobs: {
    tasks: [
      forwardLead,
      forwardContact,
      emailContact,
      emailLead,
      emailPasswordReset,
      syncRealtor,
      sendAlerts,
      emailAlert,
      emailAlertConfirmation,
      emailBuyerLead,
      acknowledgeContact,
      emailContactReply,
      emailEscalation,
      refreshMarketReports,
      computeMarketReport,
      purgeHttpCache,
    ],
    // Per-key exclusivity (a realtor's syncs), enforced across runners by claimJobsAtomically.
    enableConcurrencyControl: true,
    processingOrder: 'createdAt',
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      fields: [...defaultJobsCollection.fields, claimedByField],
    }),
    // Jobs run inside the server process; tests and one-off scripts run them by hand.
    autoRun: process.env.JOBS_AUTORUN === '0' ? [] : autoRunQueues,
    // Before each autoRun: hand back jobs a killed runner left `processing`.
    shouldAutoRun: async (payload) => {
      await recoverStaleJobsNowAndThen(payload)
      await scheduleAlertsNowAndThen(payload)
      await escalateContactsNowAndThen(payload)
      await rollUpAnalyticsNowAndThen(payload)
      await scheduleMarketReportsNowAndThen(payload)
      return true
    },
  },
  // SMTP when configured, else kept in the admin's outgoing e-mails (src/integrations/smtp/emailAdapter.ts).
  email: emailAdapter,
  globals: [Landing, SiteSettings].map(withGlobalReadCheck).map(withGlobalValueTypeCheck).map(withStaffOnlyApiTab),
  // A budget per caller, checked before a query runs (src/lib/security/graphqlBudget.ts).
  graphQL: { validationRules: (args) => [graphqlBudgetFor(args.contextValue)] },
  editor: lexicalEditor(),
  localization: {
    locales: locales.map(({ code, label }) => ({
      code,
      label,
      ...(fallbacks[code].length ? { fallbackLocale: fallbacks[code] } : {}),
    })),
    defaultLocale,
    fallback: true,
  },
  i18n: {
    supportedLanguages: { ko, en, ja },
    fallbackLanguage: 'ko',
    translations: adminTranslations,
  },
  secret: process.env.PAYLOAD_SECRET ?? '',
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL ?? '' },
    // Only `npm run dev` pushes, into its own database; everything else migrates.
    push: process.env.PAYLOAD_DB_PUSH === '1',
    migrationDir: path.resolve(dirname, 'migrations'),
    // Reads from replicas when DATABASE_REPLICA_URLS is set, except the ones that fill the
    // shared cache (src/utilities/readFromPrimary.ts) and those just after a write.
    readReplicas: parseReplicaUrls(process.env.DATABASE_REPLICA_URLS),
  }),
  sharp,
  plugins,
  // Production: JSON lines, with the request id, like the server's own (src/integrations/observability/logger.ts).
  // Development: Payload's own readable logger.
  ...(process.env.NODE_ENV === 'production' ? { logger: sharedLogger() as unknown as PayloadLogger } : {}),
  telemetry: false,
})
  .then(withLockRules)
  .then(withSystemTimestamps)
