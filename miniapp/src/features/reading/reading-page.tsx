/** Placeholder until this feature's screen lands. */
export default function ReadingPage() {
  return <h1>Reading</h1>;
}
