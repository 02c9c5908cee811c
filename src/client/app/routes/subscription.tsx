/** Placeholder page: replaced by the feature that owns this route. */
export default function Route() {
  return (
    <main>
      <h1>Plans and billing</h1>
    </main>
  );
}
