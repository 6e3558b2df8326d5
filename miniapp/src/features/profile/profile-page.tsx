/** Placeholder until this feature's screen lands. */
export default function ProfilePage() {
  return <h1>Profile</h1>;
}
