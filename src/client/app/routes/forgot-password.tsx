/** Placeholder page: replaced by the feature that owns this route. */
export default function Route() {
  return (
    <main>
      <h1>Forgot password</h1>
    </main>
  );
}
