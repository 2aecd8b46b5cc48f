import { notFound } from 'next/navigation'

/** Lets the browser tests see the 500 page; absent unless ENABLE_TEST_ROUTES=1. */
export default function FailingPage() {
  if (process.env.ENABLE_TEST_ROUTES !== '1') notFound()
  throw new Error('Deliberate failure for the 500 page test')
}
