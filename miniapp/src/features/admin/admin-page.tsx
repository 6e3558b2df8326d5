/** Placeholder until this feature's screen lands. */
export default function AdminPage() {
  return <h1>Admin</h1>;
}
