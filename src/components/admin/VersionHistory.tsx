/**
 * The versions tab of realtors, listings and pages: for every saved version, when, who saved it and what
 * changed since the version before (fields, and for fields kept per language which languages), in the admin
 * language. Payload's own list shows only the time and the version id. Each time links to Payload's
 * comparison view of that version. Read with the user's own access, like Payload's list.
 */
import { Gutter, SetDocumentStepNav } from '@payloadcms/ui'
import type { DocumentViewServerProps, Field, Tab } from 'payload'
import { fieldAffectsData, tabHasName } from 'payload/shared'

import { localeCodes, localeOfLanguage, locales } from '@/i18n/locales'
import { localeTag } from '@/lib/format'
import { isStaffRole, type Role } from '@/lib/roles'
import { versionChanges, type FieldSummary } from '@/lib/versionChanges'
import { versionHistoryTexts } from './versionHistoryTexts'

type Stored = Record<string, unknown> & { _status?: string; editedBy?: number | null }

export async function VersionHistory({ initPageResult }: DocumentViewServerProps) {
  const { collectionConfig, docID, req } = initPageResult
  if (!collectionConfig || docID === undefined) return null
  const { payload, i18n, user } = req
  const language = localeOfLanguage(i18n.language)
  const t = versionHistoryTexts[language]
  const { docs } = await payload.findVersions({
    collection: collectionConfig.slug as 'realtors',
    where: { and: [{ parent: { equals: docID } }, { snapshot: { not_equals: true } }] },
    sort: '-updatedAt',
    // Payload keeps at most maxPerDoc versions (src/fields/drafts.ts), so one page shows them all.
    limit: collectionConfig.versions?.maxPerDoc || 100,
    locale: 'all',
    depth: 0,
    user,
    overrideAccess: false,
    req,
  })
  const people = await namesOf(
    payload,
    docs.map((doc) => (doc.version as unknown as Stored).editedBy),
    // An agent sees staff as "Staff": staff accounts' names and e-mails are not theirs to read.
    isStaffRole(user as { roles?: Role[] } | null) ? null : { self: user?.id, staffWord: t.staff },
  )
  const fields = summaries(collectionConfig.fields, language)
  const localeLabel = Object.fromEntries(locales.map((l) => [l.code, l.label]))
  const admin = payload.config.routes.admin
  const when = new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium', timeStyle: 'short' })
  const useAsTitle = collectionConfig.admin?.useAsTitle

  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig.slug}
        id={docID}
        pluralLabel={collectionConfig.labels?.plural}
        useAsTitle={useAsTitle}
        view={i18n.t('version:versions')}
      />
      <main className="versions version-history">
        <Gutter>
          {docs.length === 0 ? <p>{t.none}</p> : null}
          <ol data-testid="version-history" style={{ listStyle: 'none', padding: 0, margin: '24px 0', display: 'grid', gap: 12 }}>
            {docs.map((doc, index) => {
              const stored = doc.version as unknown as Stored
              const previous = docs[index + 1]?.version as unknown as Stored | undefined
              const changes = versionChanges(fields, stored, previous, localeCodes)
              const status = (doc as { autosave?: boolean }).autosave
                ? i18n.t('version:autosave')
                : stored._status === 'published'
                  ? i18n.t('version:published')
                  : i18n.t('version:draft')
              return (
                <li
                  key={doc.id}
                  data-testid="version-row"
                  style={{
                    border: '1px solid var(--theme-elevation-150)',
                    borderRadius: 6,
                    padding: 12,
                    display: 'grid',
                    gap: 4,
                    minWidth: 0,
                    overflowWrap: 'anywhere',
                  }}
                >
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
                    <a href={`${admin}/collections/${collectionConfig.slug}/${docID}/versions/${doc.id}`} style={{ fontWeight: 600 }}>
                      <time dateTime={doc.updatedAt}>{when.format(new Date(doc.updatedAt))}</time>
                    </a>
                    <span className="pill pill--style-light">{status}</span>
                  </div>
                  <div>
                    {t.savedBy}:{' '}
                    <span data-testid="version-saved-by">
                      {stored.editedBy ? (people.get(stored.editedBy) ?? `#${stored.editedBy}`) : t.unknownPerson}
                    </span>
                  </div>
                  <div>
                    {t.changes}:{' '}
                    <span data-testid="version-changes">
                      {!previous
                        ? t.firstVersion
                        : changes.length === 0
                          ? t.noChanges
                          : changes
                              .map((c) =>
                                c.locales.length ? `${c.label} (${c.locales.map((l) => localeLabel[l] ?? l).join(', ')})` : c.label,
                              )
                              .join(', ')}
                    </span>
                  </div>
                </li>
              )
            })}
          </ol>
        </Gutter>
      </main>
    </>
  )
}

/**
 * People by account id: the name they gave, else their e-mail. Read by the server (an agent may not read
 * accounts); for an agent, anyone else is named by the word for staff only.
 */
async function namesOf(
  payload: DocumentViewServerProps['payload'],
  ids: (number | null | undefined)[],
  agentView: { self: unknown; staffWord: string } | null,
) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (!wanted.length) return new Map<number, string>()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    limit: wanted.length,
    depth: 0,
    select: { name: true, email: true },
    overrideAccess: true,
  })
  return new Map(
    docs.map((person) => [
      person.id,
      agentView && person.id !== agentView.self ? agentView.staffWord : person.name?.trim() || person.email,
    ]),
  )
}

/** The document's data fields with their label in the admin language (through tabs, rows and collapsibles). */
function summaries(fields: Field[], language: keyof typeof versionHistoryTexts): FieldSummary[] {
  const out: FieldSummary[] = []
  const labelOf = (label: unknown, name: string) =>
    typeof label === 'string' ? label : label && typeof label === 'object' ? ((label as Record<string, string>)[language] ?? name) : name
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs as Tab[]) {
        if (tabHasName(tab)) out.push({ name: tab.name, label: labelOf(tab.label, tab.name), localized: Boolean(tab.localized) })
        else out.push(...summaries(tab.fields, language))
      }
    } else if (fieldAffectsData(field)) {
      if (field.admin?.hidden) continue
      out.push({ name: field.name, label: labelOf(field.label, field.name), localized: Boolean(field.localized) })
    } else if ('fields' in field) {
      out.push(...summaries(field.fields, language))
    }
  }
  return out
}
