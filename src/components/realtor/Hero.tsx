import { Picture } from '@/components/site/Picture'
import type { Messages } from '@/i18n/messages'
import type { Realtor } from '@/payload-types'
import { firstPhoto, sized } from '@/lib/realtorPhotos'
import { ContactActionLink } from './ContactActionLink'
import { contactActions } from './contactActions'

/** First screen of an agent's page: cover, their photo (else logo), name, one-line title and two ways to reach them. */
export function Hero({ realtor, t }: { realtor: Realtor; t: Messages['agent'] }) {
  const top = firstPhoto(realtor, 'top')
  const banner = top && sized(top, 'fullsize')
  const portrait = firstPhoto(realtor, 'id', 'id2', 'logo', 'logo2')
  const picture = portrait && sized(portrait, 'fullsize')
  // Two actions in the hero (the bar on phones has all three): call, then text or KakaoTalk; the form when there is no phone.
  const actions = contactActions(realtor, '#contact', t).slice(0, 2)
  return (
    <section className="agent-hero" aria-labelledby="agent-name">
      {banner && (
        <Picture src={banner.src} width={banner.width} height={banner.height} alt="" first sizes="100vw" className="agent-banner" />
      )}
      <div className="agent-hero__body">
        {picture && (
          <Picture
            src={picture.src}
            width={picture.width}
            height={picture.height}
            alt={realtor.displayName ?? ''}
            className="agent-profile__photo"
            // The desktop LCP element (the cover is the phone's, when there is one): both are fetched
            // first, eager with high priority, at every viewport.
            first
            sizes="(max-width: 600px) 120px, 160px"
          />
        )}
        <div className="agent-hero__text">
          <h1 id="agent-name">{realtor.displayName}</h1>
          {realtor.headline && <p className="agent-hero__headline">{realtor.headline}</p>}
          <div className="agent-hero__actions">
            {actions.map((action, index) => (
              <ContactActionLink
                key={action.kind}
                action={action}
                className={`button ${index === 0 ? 'agent-button' : 'button--outline'} agent-hero__${action.kind}`}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}
