import { Picture } from '@/components/site/Picture'
import type { Messages } from '@/i18n/messages'
import type { Realtor } from '@/payload-types'
import { firstPhoto, sized } from '@/lib/realtorPhotos'
import { ContactActionLink } from './ContactActionLink'
import { type ContactAction, contactActions } from './contactActions'

/** First screen of an agent's page: cover, their photo (else logo), name, one-line title, their number and ways to reach them. */
export function Hero({ realtor, t }: { realtor: Realtor; t: Messages['agent'] }) {
  const top = firstPhoto(realtor, 'top')
  const banner = top && sized(top, 'fullsize')
  const portrait = firstPhoto(realtor, 'id', 'id2', 'logo', 'logo2')
  const picture = portrait && sized(portrait, 'fullsize')
  const actions = heroActions(contactActions(realtor, '#contact', t))
  return (
    <section className="agent-hero" aria-labelledby="agent-name">
      {banner && (
        <Picture src={banner.src} width={banner.width} height={banner.height} alt="" first sizes="100vw" className="agent-banner" />
      )}
      <div className="agent-hero__body">
        {picture && (
          // Drawn 160 px square (120 px on a phone, styles.css): its file for 1x and 2x screens, not every width.
          <Picture
            src={picture.src}
            width={160}
            height={160}
            alt={realtor.displayName ?? ''}
            className="agent-profile__photo"
            // With a cover, the cover is the LCP element at every width (a phone's and a computer's):
            // it alone is preloaded with high priority, and the photo, on the first screen too, is
            // fetched at once without competing with it. Without one, the photo is the LCP element.
            first={!banner}
            loading="eager"
          />
        )}
        <div className="agent-hero__text">
          <h1 id="agent-name">{realtor.displayName}</h1>
          {realtor.headline && <p className="agent-hero__headline">{realtor.headline}</p>}
          {realtor.contactPhone && (
            <p className="agent-hero__phone">
              <span className="agent-hero__phone-label">{t.phone}</span> <span dir="ltr">{realtor.contactPhone}</span>
            </p>
          )}
          <div className="agent-hero__actions">
            {actions.map(({ action, className }) => (
              <ContactActionLink key={action.kind} action={action} className={`button ${className} agent-hero__${action.kind}`} />
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}

/**
 * Which actions the hero draws, and how. A phone (styles.css, up to 640 px) shows call, then text or
 * KakaoTalk, as before: the bar at the bottom holds the form. A computer cannot place a tel: call, so
 * there the form takes the call's place and the number is written above. Without a phone number the
 * form shows at every width.
 */
function heroActions(actions: ContactAction[]) {
  const hasCall = actions.some((action) => action.kind === 'call')
  const order = { call: 0, contact: 1, kakao: 2, text: 2 } as const
  return [...actions]
    .sort((a, b) => order[a.kind] - order[b.kind])
    .map((action) => ({
      action,
      className:
        action.kind === 'call'
          ? 'agent-button agent-hero__phone-only'
          : action.kind === 'contact'
            ? `agent-button${hasCall ? ' agent-hero__wide-only' : ''}`
            : 'button--outline',
    }))
}
