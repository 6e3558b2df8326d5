/** Placeholder until this feature's screen lands. */
export default function TermsStep({ onDone }: { onDone(): void }) {
  return (
    <button type="button" onClick={onDone}>
      TermsStep
    </button>
  );
}
