/** Placeholder until this feature's screen lands. */
export default function ConfirmEmailChangePage() {
  return <h1>ConfirmEmailChangePage</h1>;
}
