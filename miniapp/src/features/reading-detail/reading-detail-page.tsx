/** Placeholder until this feature's screen lands. */
export default function ReadingDetailPage({ id }: { id: string }) {
  return <h1>Reading {id}</h1>;
}
