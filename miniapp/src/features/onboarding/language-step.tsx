/** Placeholder until this feature's screen lands. */
export default function LanguageStep({ onDone }: { onDone(): void }) {
  return (
    <button type="button" onClick={onDone}>
      LanguageStep
    </button>
  );
}
