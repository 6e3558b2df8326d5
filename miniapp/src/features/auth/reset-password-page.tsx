/** Placeholder until this feature's screen lands. */
export default function ResetPasswordPage() {
  return <h1>ResetPasswordPage</h1>;
}
