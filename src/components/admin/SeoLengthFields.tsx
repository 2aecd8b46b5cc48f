'use client'
/**
 * plugin-seo's title and description fields with length advice for the language being edited: Korean and
 * Japanese titles are about half as many characters as English ones (src/lib/seo/lengthAdvice.ts). The
 * advice is only shown; saving never depends on it.
 */
import { MetaDescriptionComponent, MetaTitleComponent, OverviewComponent } from '@payloadcms/plugin-seo/client'
import { useLocale } from '@payloadcms/ui'
import type { ComponentProps } from 'react'

import { seoLengthAdvice } from '@/lib/seo/lengthAdvice'

type TitleProps = ComponentProps<typeof MetaTitleComponent>
type DescriptionProps = ComponentProps<typeof MetaDescriptionComponent>

export function SeoTitleField(props: TitleProps) {
  const locale = useLocale()
  const advice = seoLengthAdvice(locale?.code).title
  return <MetaTitleComponent {...props} field={{ ...props.field, ...advice }} />
}

export function SeoDescriptionField(props: DescriptionProps) {
  const locale = useLocale()
  const advice = seoLengthAdvice(locale?.code).description
  return <MetaDescriptionComponent {...props} field={{ ...props.field, ...advice }} />
}

/** The "checks passing" summary above the fields counts with the same advice. */
export function SeoOverviewField(props: ComponentProps<typeof OverviewComponent>) {
  const locale = useLocale()
  const advice = seoLengthAdvice(locale?.code)
  return <OverviewComponent {...props} titleOverrides={advice.title} descriptionOverrides={advice.description} />
}
