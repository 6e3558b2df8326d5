/** Placeholder until this feature's screen lands. */
export default function VerifyEmailPage() {
  return <h1>VerifyEmailPage</h1>;
}
