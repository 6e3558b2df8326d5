/** Links in e-mails point at the mini-app's pages (spec §2), which call the API with the token. */
export type LinkPage = 'verify-email' | 'confirm-email-change' | 'reset-password';

export function pageLink(base: string, page: LinkPage, token: string): string {
  const url = new URL(`/${page}`, base);
  url.searchParams.set('token', token);
  return url.toString();
}
