/** Placeholder until this feature's screen lands. */
export default function HistoryPage() {
  return <h1>History</h1>;
}
