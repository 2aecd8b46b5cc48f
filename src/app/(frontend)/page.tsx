export default function HomePage() {
  return (
    <main>
      <h1>Built for Realtors</h1>
    </main>
  )
}
