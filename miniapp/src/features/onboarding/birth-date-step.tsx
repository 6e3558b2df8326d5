/** Placeholder until this feature's screen lands. */
export default function BirthDateStep({ onDone }: { onDone(): void }) {
  return (
    <button type="button" onClick={onDone}>
      BirthDateStep
    </button>
  );
}
