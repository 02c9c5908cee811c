/** Placeholder page: replaced by the feature that owns this route. */
export default function Route() {
  return (
    <main>
      <h1>Idiom explorer</h1>
    </main>
  );
}
