/** "Check Email" (spec §4): the webmail of the pending address's domain, else a mailto: link. */
import { describe, expect, it } from 'vitest';
import { webmailUrl } from '../../miniapp/src/lib/webmail.js';

describe('webmail by domain', () => {
  it.each([
    ['ada@gmail.com', 'https://mail.google.com/'],
    ['ada@googlemail.com', 'https://mail.google.com/'],
    ['ada@outlook.com', 'https://outlook.live.com/mail/'],
    ['ada@hotmail.com', 'https://outlook.live.com/mail/'],
    ['ada@live.com', 'https://outlook.live.com/mail/'],
    ['ada@yahoo.com', 'https://mail.yahoo.com/'],
    ['ada@icloud.com', 'https://www.icloud.com/mail/'],
    ['ada@me.com', 'https://www.icloud.com/mail/'],
    ['ada@mail.ru', 'https://e.mail.ru/inbox/'],
    ['ada@yandex.ru', 'https://mail.yandex.ru/'],
    ['ada@yandex.com', 'https://mail.yandex.com/'],
  ])('opens %s at %s', (email, url) => {
    expect(webmailUrl(email)).toBe(url);
  });

  it('ignores the case of the domain', () => {
    expect(webmailUrl('Ada@GMail.COM')).toBe('https://mail.google.com/');
  });

  it('opens the default mail client for any other domain', () => {
    expect(webmailUrl('ada@example.org')).toBe('mailto:ada@example.org');
    expect(webmailUrl('ada@mail.google.com.evil.test')).toBe('mailto:ada@mail.google.com.evil.test');
  });
});
