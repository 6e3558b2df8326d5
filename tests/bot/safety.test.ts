/**
 * The bot reads stray messages through the safety layer (issue 18): someone who writes that they want
 * to die gets care and the helplines of their language, never a pointer to /help nor the spreads; an
 * ordinary message is a question to the cards (issue 25) and gets the spreads.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../core/i18n.js';
import { makeBot, textUpdate, tgUser } from './helpers.js';

const support = (locale: 'en' | 'ru', key: string) => translate(locale, 'support', key);

describe('a message that speaks of wanting to die', () => {
  it.each([
    ['en', "i don't want to be alive anymore", '988'],
    ['ru', 'не хочу больше жить', '8 800 2000 122'],
  ] as const)('in %s is answered with care and helplines', async (locale, text, phone) => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(3100, { language_code: locale }), text));
    const reply = t.lastTextTo(3100) ?? '';
    expect(reply.startsWith(support(locale, 'crisis.title'))).toBe(true);
    expect(reply).toContain(phone);
    expect(reply).not.toBe(translate(locale, 'bot', 'unknown'));
    expect(t.telegram.callsTo('sendMessage').at(-1)?.reply_markup).toBeUndefined();
  });

  it('a partner who hits gets the domestic-violence line', async () => {
    const t = await makeBot();
    await t.send(
      textUpdate(tgUser(3101, { language_code: 'de' }), 'Mein Mann schlägt mich, was soll ich tun'),
    );
    expect(t.lastTextTo(3101)).toContain('116 016');
  });

  it('an ordinary message, idiom and all, is a question and gets the spreads', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(3102, { language_code: 'en' }), 'I am dying to know my future'));
    expect(t.lastTextTo(3102)).toBe(translate('en', 'bot', 'chat.choose', { balance: 10 }));
  });
});
