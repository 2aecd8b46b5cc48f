import './listings.css'

/** What shows while homes are fetched: a spinner and the words, announced to screen readers. */
export function ListingsLoadingNote({ text }: { text: string }) {
  return (
    <p className="homes-loading" role="status" data-testid="homes-loading">
      <span className="homes-loading__spinner" aria-hidden="true" />
      {text}
    </p>
  )
}
