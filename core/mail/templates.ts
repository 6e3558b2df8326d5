/** Renders the product's e-mails in the user's language (locales/<lang>/email.json), as text and HTML. */
import { translate } from '../i18n.js';
import { isLocale, type Locale } from '../locales.js';

export type MailKind =
  | 'verify'
  | 'change_confirm'
  | 'change_notice'
  | 'reset'
  | 'reset_done'
  | 'register_attempt'
  | 'email_in_use';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailVars {
  email?: string;
  new_email?: string;
  link?: string;
  /** How long the link lives, in minutes. */
  ttlMinutes?: number;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function renderMail(localeTag: string, kind: MailKind, vars: MailVars): RenderedMail {
  const locale: Locale = isLocale(localeTag) ? localeTag : 'en';
  const values = { email: vars.email ?? '', new_email: vars.new_email ?? '', link: vars.link ?? '' };
  const t = (key: string, extra: Record<string, string | number> = {}) =>
    translate(locale, 'email', key, { ...values, ...extra });
  const heading = t(`${kind}.heading`);
  const body = t(`${kind}.body`);
  const footer = t(`${kind}.footer`);
  const signature = t('common.signature');
  const expires =
    vars.ttlMinutes === undefined
      ? ''
      : vars.ttlMinutes >= 120
        ? t('common.expires_hours', { hours: Math.round(vars.ttlMinutes / 60) })
        : t('common.expires_minutes', { minutes: vars.ttlMinutes });
  const button = vars.link ? t(`${kind}.button`) : '';

  const text = [heading, body, vars.link ? `${button}: ${vars.link}` : '', expires, footer, `— ${signature}`]
    .filter(Boolean)
    .join('\n\n');

  const link = vars.link ? escapeHtml(vars.link) : '';
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#0f0b24;padding:32px 12px;font-family:Georgia,serif;color:#ece6ff">
<div style="max-width:520px;margin:0 auto;background:#1b1538;border:1px solid #c9a94e;border-radius:16px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;color:#f3d98b">${escapeHtml(heading)}</h1>
<p style="line-height:1.6">${escapeHtml(body)}</p>
${
  vars.link
    ? `<p style="text-align:center;margin:28px 0"><a href="${link}" style="background:#c9a94e;color:#1b1538;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#b7acd9">${escapeHtml(t('common.link_hint', { link: vars.link }))}</p>`
    : ''
}
${expires ? `<p style="font-size:13px;color:#b7acd9">${escapeHtml(expires)}</p>` : ''}
<p style="font-size:13px;color:#b7acd9">${escapeHtml(footer)}</p>
<p style="margin-top:24px">${escapeHtml(signature)}</p>
</div></body></html>`;

  return { subject: t(`${kind}.subject`), text, html };
}
