/** "#id" that opens the person's view, or plain text where there is nowhere to go. */
export function UserLink({ id, onOpen }: { id: number; onOpen?(id: number): void }) {
  if (!onOpen) return <>#{id}</>;
  return (
    <button type="button" className="admin-link" onClick={() => onOpen(id)}>
      #{id}
    </button>
  );
}
