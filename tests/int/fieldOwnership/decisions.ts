/**
 * Every field's owner: who may read it and who may update it through the API (REST, GraphQL, the
 * admin, the local API with a user), on top of who reaches the record at all. A field missing here
 * fails tests/int/fieldAccessMatrix.test.ts, so a new field cannot ship without a decision.
 *
 * - public:   whoever reads the record (visitors, for published pages)
 * - signedIn: any signed-in user
 * - owner:    the agent the record belongs to (a user: the account itself), and staff
 * - staff:    admin, staff and support (isStaffRole)
 * - admin:    admins only
 * - system:   nobody through the API; our own server code (jobs, endpoints, hooks) alone
 */
export const levels = ['public', 'signedIn', 'owner', 'staff', 'admin', 'system'] as const
export type Level = (typeof levels)[number]
export type Decision = { read: Level; update: Level }
export type Decisions = Record<string, Decision>

const d = (read: Level, update: Level): Decision => ({ read, update })
const each = (paths: string[], decision: Decision): Decisions => Object.fromEntries(paths.map((path) => [path, decision]))

/** Payload's own timestamps: read with the record, written by Payload. */
const timestamps = (read: Level) => each(['createdAt', 'updatedAt'], d(read, 'system'))

const delivery = {
  // The e-mail to the person a submission is for: read with the record, written by its job.
  notification: (read: Level, group = 'notification') =>
    each(
      ['status', 'attempts', 'sentAt', 'sentTo', 'messageId', 'lastError'].map((key) => `${group}.${key}`),
      d(read, 'system'),
    ),
  // Forwarding to Slack or the main API: a staff matter, written by its job.
  forwarding: each(
    ['status', 'attempts', 'deliveredAt', 'lastError'].map((key) => `forwarding.${key}`),
    d('staff', 'system'),
  ),
}

const realtorContent = [
  'displayName',
  'headline',
  'aboutMe',
  'contactPhoneCountry',
  'contactPhone',
  'email',
  'kakaoLink',
  'snsYoutubeUrl',
  'snsInstagramUrl',
  'recommendedYoutubeUrl',
  'licenseNumber',
  'salesCount',
  'lastYearSalesTotal',
  'careerStart',
  'careerEnd',
  'activityRegion.state',
  'activityRegion.city',
  'activityRegion.neighborhood',
  'activityRegion.zipcode',
  'etcInfo.type',
  'etcInfo.value',
  'additionalSections.title',
  'additionalSections.body',
  'photos.kind',
  'photos.image',
  'designMainColor',
  'designFontSize',
  'designMainDarkMode',
  'contentDarkMode',
  'followVisitorColorScheme',
  'meta.title',
  'meta.description',
  'meta.image',
  'meta.keywords',
  'meta.author',
]

const listingContent = [
  'status',
  'propertyType',
  'address',
  'city',
  'state',
  'zipcode',
  'price',
  'beds',
  'baths',
  'livingArea',
  'photos',
  'description',
  'listingBroker',
  'listingOffice',
]

/** Payload's upload metadata: set by the upload itself; staff, who alone update pictures, may correct it. */
const uploadMetadata = [
  'prefix',
  '_objectKey',
  'url',
  'thumbnailURL',
  'filename',
  'mimeType',
  'filesize',
  'width',
  'height',
  'focalX',
  'focalY',
  ...['thumbnail', 'fullsize'].flatMap((size) =>
    ['url', 'width', 'height', 'mimeType', 'filesize', 'filename'].map((key) => `sizes.${size}.${key}`),
  ),
]

const visitorSent = ['name', 'lastName', 'firstName', 'email', 'phoneCountryCode', 'phone', 'message']

export const collectionDecisions: Record<string, Decisions> = {
  realtors: {
    ...each(realtorContent, d('public', 'owner')),
    // Publication: the agent republishes a live page; the first publication and unpublishing are
    // staff's (guardPublication, tests/int/draftsAccess.test.ts).
    _status: d('public', 'owner'),
    // Platform bookkeeping (the admin's staff tab), sent to the main API by the sync.
    ...each(['isMakeHomepage', 'madeForRealtor', 'ppProfileId'], d('staff', 'staff')),
    // The page's address, domain and account: public or the agent's to see, staff's to change.
    ...each(['desiredUrl', 'customDomain'], d('public', 'staff')),
    owner: d('owner', 'staff'),
    // Sync state: the sync job (SQL) and the publish hook write it.
    ...each(['syncStatus', 'mainApiId', 'lastSyncedAt', 'lastSyncError'], d('staff', 'system')),
    // Who saved, for the version history: editors read it, the server writes it.
    editedBy: d('signedIn', 'system'),
    // When the agent answers contacts (escalation counts only these hours): the agent's and staff's.
    ...each(['workingHours.timeZone', 'workingHours.days', 'workingHours.start', 'workingHours.end'], d('owner', 'owner')),
    // Words translation suggestions keep as written: the agent's and staff's, not visitors'.
    ...each(['translationGlossary.ko', 'translationGlossary.en', 'translationGlossary.ja'], d('owner', 'owner')),
    ...timestamps('public'),
  },
  listings: {
    ...each(listingContent, d('public', 'owner')),
    _status: d('public', 'owner'),
    // An agent's listings are their own realtor's (assignOwnRealtor); only staff choose.
    realtor: d('public', 'staff'),
    ...each(['source', 'sourceUpdatedAt'], d('public', 'staff')),
    editedBy: d('signedIn', 'system'),
    ...timestamps('public'),
  },
  // Neighbourhood pages, posts and reviews: the agent's own (assignOwnRealtor), like listings.
  areas: {
    ...each(
      ['title', 'state', 'city', 'neighborhood', 'zipcode', 'summary', 'content', 'photos', 'links.label', 'links.url', 'slug', '_status'],
      d('public', 'owner'),
    ),
    realtor: d('public', 'staff'),
    editedBy: d('signedIn', 'system'),
    ...timestamps('public'),
  },
  posts: {
    ...each(['title', 'excerpt', 'coverPhoto', 'content', 'publishedAt', 'author', 'slug', '_status'], d('public', 'owner')),
    realtor: d('public', 'staff'),
    editedBy: d('signedIn', 'system'),
    ...timestamps('public'),
  },
  reviews: {
    ...each(
      ['clientName', 'rating', 'reviewedAt', 'text', 'language', 'translation', 'source', 'sourceUrl', 'clientConsent', '_status'],
      d('public', 'owner'),
    ),
    realtor: d('public', 'staff'),
    // When the agent recorded the client's consent: set by the server as the box is ticked.
    consentRecordedAt: d('public', 'system'),
    editedBy: d('signedIn', 'system'),
    ...timestamps('public'),
  },
  media: {
    // Pictures are updated by staff only (agents upload new ones); visitors read the ones pages use.
    alt: d('public', 'staff'),
    owner: d('public', 'staff'),
    // Whether a published page uses the picture (who may read it): kept by the pages' hooks.
    public: d('public', 'system'),
    ...each(uploadMetadata, d('public', 'staff')),
    ...timestamps('public'),
  },
  pages: {
    ...each(['kind', 'title', 'content', 'realtor', '_status'], d('public', 'staff')),
    editedBy: d('signedIn', 'system'),
    ...timestamps('public'),
  },
  leads: {
    // What the visitor typed: staff may correct it.
    ...each(['name', 'area', 'phoneCountryCode', 'phone', 'hasSite'], d('staff', 'staff')),
    // What they agreed to, when, and from which page, as the endpoint recorded it.
    ...each(['consent.privacy', 'consent.contact', 'consent.agreedAt', 'consent.locale', 'page'], d('staff', 'system')),
    ...each(['status', 'note'], d('staff', 'staff')),
    ...delivery.notification('staff'),
    ...delivery.forwarding,
    ...timestamps('staff'),
  },
  contacts: {
    realtor: d('owner', 'staff'),
    ...each(visitorSent, d('owner', 'staff')),
    isTerm: d('owner', 'system'),
    // The message in the agent's language, written by the e-mail job; read with the message.
    ...each(
      ['text', 'locale', 'service', 'at'].map((key) => `translation.${key}`),
      d('owner', 'system'),
    ),
    // The agent's inbox.
    ...each(['status', 'note'], d('owner', 'owner')),
    ...delivery.notification('owner'),
    ...delivery.forwarding,
    // What became of the contact, as the system recorded it: the page's language, the visitor's
    // acknowledgement, the first response, the escalation and any hand-over.
    ...each(['locale', 'writtenIn'], d('owner', 'system')),
    ...delivery.notification('owner', 'acknowledgement'),
    ...each(
      ['firstAt', 'how', 'by', 'workingMinutes'].map((key) => `response.${key}`),
      d('owner', 'system'),
    ),
    ...each(
      ['status', 'dueAt', 'escalatedAt'].map((key) => `escalation.${key}`),
      d('owner', 'system'),
    ),
    ...each(
      ['from', 'to', 'at', 'by'].map((key) => `reassignments.${key}`),
      d('owner', 'system'),
    ),
    // A seller's valuation request: the home and what the owner was shown, as the endpoint stored them.
    kind: d('owner', 'system'),
    ...each(
      ['street', 'city', 'state', 'zipcode', 'propertyType', 'beds', 'baths', 'livingArea', 'yearBuilt']
        .concat(['outcome', 'low', 'value', 'high', 'perSqft', 'comparables', 'asOf', 'source'])
        .map((key) => `valuation.${key}`),
      d('owner', 'system'),
    ),
    ...timestamps('owner'),
  },
  // Who wrote each translatable field in each language, and the month's characters: written by the
  // translation endpoints and the documents' save hooks alone; the agent reads their own.
  'field-translations': {
    ...each(
      [
        'target',
        'realtor',
        'locale',
        'path',
        'state',
        'textHash',
        'changedAt',
        'from',
        'sourceHash',
        'source',
        'suggestion',
        'characters',
        'decidedBy',
        'decidedAt',
      ],
      d('owner', 'system'),
    ),
    ...timestamps('owner'),
  },
  'translation-usage': { ...each(['realtor', 'month', 'characters'], d('owner', 'system')), ...timestamps('owner') },
  'contact-replies': {
    // An agent's reply as sent: written by the reply endpoint and its e-mail job alone.
    ...each(['contact', 'body', 'by'], d('owner', 'system')),
    ...delivery.notification('owner'),
    ...timestamps('owner'),
  },
  users: {
    // Never stored; asked when one changes one's own e-mail or password.
    currentPassword: d('system', 'owner'),
    ...each(['name', 'language', 'email'], d('owner', 'owner')),
    roles: d('owner', 'admin'),
    // The realtor whose `owner` this account is (set on the realtor).
    realtor: d('owner', 'system'),
    // Payload's sign-in bookkeeping: hidden from the API.
    ...each(
      [
        'resetPasswordToken',
        'resetPasswordExpiration',
        'salt',
        'hash',
        'resetPasswordRequestedAt',
        'loginAttempts',
        'lockUntil',
        'sessions.createdAt',
        'sessions.expiresAt',
      ],
      d('system', 'system'),
    ),
    ...timestamps('owner'),
  },
  'rate-limit-buckets': { ...each(['key', 'windowStart', 'hits'], d('system', 'system')), ...timestamps('system') },
  // Visitor numbers: written by the beacon and the rollup run, read by the dashboard's own queries, never through the API.
  'analytics-events': each(
    ['at', 'day', 'realtor', 'visitor', 'kind', 'page', 'path', 'locale', 'source', 'utmMedium', 'utmCampaign', 'device', 'listing'],
    d('system', 'system'),
  ),
  'analytics-rollups': each(['realtor', 'period', 'start', 'day', 'metric', 'key', 'count'], d('system', 'system')),
  'analytics-salts': each(['day', 'salt'], d('system', 'system')),
  'outgoing-emails': {
    ...each(['to', 'replyTo', 'subject', 'messageId', 'text', 'html'], d('admin', 'system')),
    ...timestamps('admin'),
  },
  // A buyer's saved search: the buyer lead of the agent's inbox, written only by the buyer's links and the alerts job.
  'saved-searches': {
    ...each(
      [
        'realtor',
        'kind',
        'email',
        'name',
        'phoneCountryCode',
        'phone',
        'locale',
        'frequency',
        'status',
        'criteria',
        'favourites',
        'consent.text',
        'consent.givenAt',
        'consent.confirmedAt',
        'consent.page',
        'alerts.checkedAt',
        'alerts.sent',
        'alerts.lastSentAt',
        'alerts.unclicked',
        'alerts.lastClickedAt',
        'alerts.lastClickedHome',
      ],
      d('owner', 'system'),
    ),
    // Bookkeeping that identifies or schedules, never shown to the agent.
    ...each(['emailHash', 'criteriaKey', 'confirmBy', 'alerts.nextCheckAt'], d('staff', 'system')),
    confirmTokenHash: d('system', 'system'),
    ...timestamps('owner'),
  },
  'search-snapshots': { ...each(['key', 'fetchedAt', 'homes'], d('system', 'system')), ...timestamps('system') },
  // Read by pages on the server only (src/utilities/market/), written by the daily job.
  'market-reports': {
    ...each(['key', 'state', 'city', 'zipcode', 'asOf', 'report', 'source'], d('system', 'system')),
    ...timestamps('system'),
  },
  'email-suppressions': { ...each(['emailHash', 'reason', 'source'], d('staff', 'system')), ...timestamps('staff') },
  // Payload's own collections.
  'payload-kv': each(['key', 'data'], d('system', 'system')),
  'payload-jobs': {
    ...each(
      [
        'input',
        'taskStatus',
        'completedAt',
        'totalTried',
        'hasError',
        'error',
        'log.executedAt',
        'log.completedAt',
        'log.taskSlug',
        'log.taskID',
        'log.input',
        'log.output',
        'log.state',
        'log.error',
        'taskSlug',
        'queue',
        'waitUntil',
        'processing',
        'concurrencyKey',
        'claimedBy',
      ],
      d('system', 'system'),
    ),
    ...timestamps('system'),
  },
  // Who is editing what. Taken, moved or released only on documents the user may update
  // (src/access/lockedDocuments.ts); any signed-in user sees the locks (the admin shows them).
  'payload-locked-documents': {
    ...each(['document', 'globalSlug', 'user'], d('signedIn', 'owner')),
    ...timestamps('signedIn'),
  },
  // Each user's own admin preferences (columns, collapsed groups).
  'payload-preferences': { ...each(['user', 'key', 'value'], d('owner', 'owner')), ...timestamps('owner') },
  // The migration runner's. No REST or GraphQL at all (Payload turns both off); only the local API
  // with a user would reach it (Payload's default: signed in), and nothing of ours calls it so.
  'payload-migrations': {
    ...each(['name', 'batch'], d('signedIn', 'signedIn')),
    createdAt: d('signedIn', 'system'),
    updatedAt: d('signedIn', 'system'),
  },
}

export const globalDecisions: Record<string, Decisions> = {
  landing: {
    ...each(
      [
        'hero.headline',
        'hero.subheadline',
        'hero.ctaLabel',
        'cards.title',
        'cards.body',
        'showcase.realtor',
        'showcase.thumbnail',
        'ctaBand.headline',
        'ctaBand.ctaLabel',
        'share.title',
        'share.description',
        'share.siteName',
        'share.image',
        '_status',
      ],
      d('public', 'staff'),
    ),
    ...timestamps('public'),
  },
  'site-settings': {
    ...each(
      ['lender.name', 'lender.logo', 'lender.licenseNumber', 'lender.nmlsNumber', 'lender.disclaimer', 'tagManagerId', 'homeHosts.host'],
      d('public', 'admin'),
    ),
    // The company's lead-response promise: staff read it, admins change it.
    ...each(['leadResponse.escalateAfterMinutes', 'leadResponse.reassignAfterMinutes'], d('staff', 'admin')),
    // What may be sent to the translation service, and each agent's monthly budget: staff read it, admins change it.
    ...each(['translation.visitorMessages', 'translation.monthlyCharactersPerAgent'], d('staff', 'admin')),
    ...timestamps('public'),
  },
}
