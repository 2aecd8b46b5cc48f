/**
 * The realtor JSON the main API and support staff know (spec section 3 names),
 * one shape for export, import and sync. Import checks a file against it first.
 */
import '../validation/zodConfig'
import { z } from 'zod'

import { usStates } from '../countries'
import { etcInfoTypes, imageTypes, photoKinds } from '../realtorVocabulary'

const text = z.string().max(5000).nullable()
const flag = z.enum(['Y', 'N'])
const seoEntry = z.object({ title: text, description: text, keywords: text, author: text }).partial().strict()
const section = z.object({ title: z.string().min(1).max(200), body: text.optional() }).strict()
const localized = <T extends z.ZodType>(value: T) => z.object({ ko: value, en: value, ja: value }).partial().strict()

export const realtorJsonSchema = z
  .object({
    id: z.union([z.number(), z.string()]).optional(),
    userId: z.union([z.number(), z.string()]).nullable().optional(),
    displayName: localized(text),
    contactPhone: text,
    email: text,
    kakaoLink: text,
    photos: z.array(z.object({ path: z.enum(photoKinds), imageType: z.enum(imageTypes), url: z.string().url() }).strict()),
    etcInfo: z.array(z.object({ contentType: z.enum(etcInfoTypes), content: z.string().max(1000) }).strict()),
    activityRegion: z.array(
      z
        .object({ state: z.enum(usStates), city: z.string().min(1).max(100), neighborhood: text.optional(), zipcode: text.optional() })
        .strict(),
    ),
    snsYoutubeUrl: text,
    snsInstagramUrl: text,
    aboutMeKr: text,
    aboutMeEn: text,
    aboutMeJa: text,
    desiredUrl: z.string().min(1).max(100),
    salesCount: z.number().int().min(0).nullable(),
    licenseNumber: text,
    careerStart: text,
    careerEnd: text,
    designFontSize: z.enum(['small', 'medium', 'large']).nullable(),
    designMainColor: text,
    designMainDarkMode: flag,
    contentDarkMode: flag,
    isMakeHomepage: z.boolean(),
    hompageUrl: text,
    lastYearSalesTotal: z.number().min(0).nullable(),
    recommendedYoutubeUrl: text,
    additionalSections: z.array(section),
    additionalSectionsEn: z.array(section),
    additionalSectionsJa: z.array(section),
    seoMeta: localized(seoEntry),
    madeForRealtor: z.boolean(),
    ppProfileId: text,
    user: z.object({ name: z.string().nullable() }).partial().optional(),
  })
  .partial()
  .required({ desiredUrl: true })
  .strict()

export type RealtorJson = z.infer<typeof realtorJsonSchema>

/** Every problem of a file, as 'json.path: reason' lines for the error answer. */
export function describeIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '(file)', message: issue.message }))
}
