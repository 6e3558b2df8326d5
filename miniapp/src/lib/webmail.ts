/** "Check Email" (spec §4): the webmail of the pending address's domain, else the default mail client. */
const WEBMAIL: Record<string, string> = {
  'gmail.com': 'https://mail.google.com/',
  'googlemail.com': 'https://mail.google.com/',
  'outlook.com': 'https://outlook.live.com/mail/',
  'hotmail.com': 'https://outlook.live.com/mail/',
  'live.com': 'https://outlook.live.com/mail/',
  'msn.com': 'https://outlook.live.com/mail/',
  'yahoo.com': 'https://mail.yahoo.com/',
  'ymail.com': 'https://mail.yahoo.com/',
  'icloud.com': 'https://www.icloud.com/mail/',
  'me.com': 'https://www.icloud.com/mail/',
  'mac.com': 'https://www.icloud.com/mail/',
  'mail.ru': 'https://e.mail.ru/inbox/',
  'inbox.ru': 'https://e.mail.ru/inbox/',
  'list.ru': 'https://e.mail.ru/inbox/',
  'bk.ru': 'https://e.mail.ru/inbox/',
  'yandex.ru': 'https://mail.yandex.ru/',
  'ya.ru': 'https://mail.yandex.ru/',
  'yandex.com': 'https://mail.yandex.com/',
};

export function webmailUrl(email: string): string {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return WEBMAIL[domain] ?? `mailto:${email}`;
}
