import type { ContactAction } from './contactActions'

/** One way to reach the agent (call, text, KakaoTalk, the contact form) as a link; outside apps open in a new tab. */
export function ContactActionLink({ action, className }: { action: ContactAction; className: string }) {
  return (
    <a href={action.href} className={className} {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {action.label}
    </a>
  )
}
