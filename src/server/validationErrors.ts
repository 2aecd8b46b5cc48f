import type { ZodError } from 'zod'

/** 400 listing each invalid field and why, for forms and API clients alike. */
export function validationErrors(error: ZodError): Response {
  const fields = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
  return Response.json(
    {
      errors: [{ message: `Please check: ${[...new Set(fields.map((f) => f.field))].join(', ')}.` }],
      fields,
    },
    { status: 400 },
  )
}
