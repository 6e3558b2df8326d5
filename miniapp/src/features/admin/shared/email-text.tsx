/**
 * E-mails on admin screens. In a list: one line, cut with an ellipsis where it does not fit, the whole
 * address in its tooltip. In a person's facts: whole, breaking after the "@" before anywhere else.
 */
export function EmailLine({ email }: { email: string }) {
  return (
    <span className="admin-email" title={email}>
      {email}
    </span>
  );
}

export function EmailWhole({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
