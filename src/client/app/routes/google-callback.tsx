/** Placeholder page: replaced by the feature that owns this route. */
export default function Route() {
  return (
    <main>
      <h1>Signing in</h1>
    </main>
  );
}
