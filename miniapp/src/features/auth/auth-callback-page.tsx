/** Placeholder until this feature's screen lands. */
export default function AuthCallbackPage() {
  return <h1>AuthCallbackPage</h1>;
}
