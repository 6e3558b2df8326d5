/** Placeholder until this feature's screen lands. */
export default function LandingPage(_props: { lang?: string }) {
  return <h1>Tarot</h1>;
}
