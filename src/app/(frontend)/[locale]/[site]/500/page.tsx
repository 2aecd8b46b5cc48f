import { notFound } from 'next/navigation'

/** Lets the browser tests see an agent's 500 page; absent unless ENABLE_TEST_ROUTES=1. */
export default function FailingAgentPage() {
  if (process.env.ENABLE_TEST_ROUTES !== '1') notFound()
  throw new Error('Deliberate failure for the agent 500 page test')
}
