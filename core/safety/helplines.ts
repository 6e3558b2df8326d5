/**
 * Whom to reach now, per language: the crisis, domestic-violence and child-protection lines of the
 * language's main countries, their emergency numbers, and one international directory. Long-lived
 * national lines are preferred; ADR 0036 cites where each number comes from and when it was checked.
 */
import type { Locale } from '../locales.js';
import type { SupportCategory } from './classify.js';

export interface Helpline {
  /** ISO 3166 region code; the app names the country in the reader's language. */
  country: string;
  name: string;
  /** As people dial it at home. */
  phone: string;
  /** How it is reached, in English for the catalog; the app shows `phone`. */
  note?: string;
  url: string;
}

export interface EmergencyNumber {
  country: string;
  phone: string;
}

interface LanguageLines {
  crisis: Helpline[];
  violence: Helpline[];
  child_abuse: Helpline[];
  emergency: EmergencyNumber[];
}

export const DIRECTORY = { name: 'Find A Helpline', url: 'https://findahelpline.com' } as const;

const LINES: Record<Locale, LanguageLines> = {
  en: {
    crisis: [
      {
        country: 'US',
        name: '988 Suicide & Crisis Lifeline',
        phone: '988',
        note: 'call or text',
        url: 'https://988lifeline.org',
      },
      { country: 'GB', name: 'Samaritans', phone: '116 123', url: 'https://www.samaritans.org' },
      {
        country: 'CA',
        name: '9-8-8 Suicide Crisis Helpline',
        phone: '988',
        note: 'call or text',
        url: 'https://988.ca',
      },
      { country: 'AU', name: 'Lifeline', phone: '13 11 14', url: 'https://www.lifeline.org.au' },
    ],
    violence: [
      {
        country: 'US',
        name: 'National Domestic Violence Hotline',
        phone: '1-800-799-7233',
        url: 'https://www.thehotline.org',
      },
      {
        country: 'GB',
        name: 'National Domestic Abuse Helpline',
        phone: '0808 2000 247',
        url: 'https://www.nationaldahelpline.org.uk',
      },
      { country: 'AU', name: '1800RESPECT', phone: '1800 737 732', url: 'https://www.1800respect.org.au' },
    ],
    child_abuse: [
      {
        country: 'US',
        name: 'Childhelp National Child Abuse Hotline',
        phone: '1-800-422-4453',
        url: 'https://www.childhelphotline.org',
      },
      { country: 'GB', name: 'Childline', phone: '0800 1111', url: 'https://www.childline.org.uk' },
      { country: 'GB', name: 'NSPCC Helpline', phone: '0808 800 5000', url: 'https://www.nspcc.org.uk' },
    ],
    emergency: [
      { country: 'US', phone: '911' },
      { country: 'GB', phone: '999' },
      { country: 'CA', phone: '911' },
      { country: 'AU', phone: '000' },
    ],
  },
  ru: {
    crisis: [
      {
        country: 'RU',
        name: 'Экстренная психологическая помощь МЧС России',
        phone: '+7 495 989-50-50',
        url: 'https://psi.mchs.gov.ru',
      },
      {
        country: 'RU',
        name: 'Телефон доверия для детей, подростков и их родителей',
        phone: '8 800 2000 122',
        url: 'https://telefon-doveria.ru',
      },
    ],
    violence: [
      {
        country: 'RU',
        name: 'Телефон доверия для пострадавших от домашнего насилия (центр «Анна»)',
        phone: '8 800 7000 600',
        url: 'https://anna-center.ru',
      },
    ],
    child_abuse: [
      {
        country: 'RU',
        name: 'Телефон доверия для детей, подростков и их родителей',
        phone: '8 800 2000 122',
        url: 'https://telefon-doveria.ru',
      },
    ],
    emergency: [{ country: 'RU', phone: '112' }],
  },
  de: {
    crisis: [
      {
        country: 'DE',
        name: 'TelefonSeelsorge',
        phone: '0800 111 0 111',
        url: 'https://www.telefonseelsorge.de',
      },
      { country: 'AT', name: 'TelefonSeelsorge', phone: '142', url: 'https://www.telefonseelsorge.at' },
      { country: 'CH', name: 'Die Dargebotene Hand', phone: '143', url: 'https://www.143.ch' },
    ],
    violence: [
      {
        country: 'DE',
        name: 'Hilfetelefon Gewalt gegen Frauen',
        phone: '116 016',
        url: 'https://www.hilfetelefon.de',
      },
      {
        country: 'AT',
        name: 'Frauenhelpline gegen Gewalt',
        phone: '0800 222 555',
        url: 'https://www.frauenhelpline.at',
      },
    ],
    child_abuse: [
      {
        country: 'DE',
        name: 'Nummer gegen Kummer',
        phone: '116 111',
        url: 'https://www.nummergegenkummer.de',
      },
      { country: 'AT', name: 'Rat auf Draht', phone: '147', url: 'https://www.rataufdraht.at' },
      { country: 'CH', name: 'Pro Juventute Beratung', phone: '147', url: 'https://www.147.ch' },
    ],
    emergency: [
      { country: 'DE', phone: '112' },
      { country: 'AT', phone: '112' },
      { country: 'CH', phone: '112' },
    ],
  },
  es: {
    crisis: [
      {
        country: 'ES',
        name: 'Línea 024 de atención a la conducta suicida',
        phone: '024',
        url: 'https://www.sanidad.gob.es/linea024',
      },
      {
        country: 'MX',
        name: 'Línea de la Vida',
        phone: '800 911 2000',
        url: 'https://www.gob.mx/salud/conadic',
      },
      {
        country: 'AR',
        name: 'Centro de Asistencia al Suicida',
        phone: '135',
        url: 'https://www.casbsas.org.ar',
      },
    ],
    violence: [
      {
        country: 'ES',
        name: '016, atención a víctimas de violencia de género',
        phone: '016',
        url: 'https://violenciagenero.igualdad.gob.es',
      },
      {
        country: 'AR',
        name: 'Línea 144',
        phone: '144',
        url: 'https://www.argentina.gob.ar/generos/linea-144',
      },
    ],
    child_abuse: [
      { country: 'ES', name: 'Fundación ANAR', phone: '900 20 20 10', url: 'https://www.anar.org' },
      {
        country: 'AR',
        name: 'Línea 102',
        phone: '102',
        url: 'https://www.argentina.gob.ar/capital-humano/familia/linea102',
      },
    ],
    emergency: [
      { country: 'ES', phone: '112' },
      { country: 'MX', phone: '911' },
      { country: 'AR', phone: '911' },
    ],
  },
  zh: {
    crisis: [
      { country: 'CN', name: '全国统一心理援助热线', phone: '12356', url: 'https://www.nhc.gov.cn' },
      {
        country: 'CN',
        name: '北京心理危机研究与干预中心',
        phone: '010-82951332',
        url: 'https://www.crisis.org.cn',
      },
      { country: 'TW', name: '安心專線', phone: '1925', url: 'https://www.mohw.gov.tw' },
      { country: 'HK', name: '撒瑪利亞防止自殺會', phone: '2389 2222', url: 'https://sbhk.org.hk' },
    ],
    violence: [
      {
        country: 'CN',
        name: '全国妇联妇女维权公益服务热线',
        phone: '12338',
        url: 'https://www.women.org.cn',
      },
      { country: 'TW', name: '保護專線', phone: '113', url: 'https://www.mohw.gov.tw' },
      { country: 'HK', name: '社會福利署熱線', phone: '2343 2255', url: 'https://www.swd.gov.hk' },
    ],
    child_abuse: [
      { country: 'CN', name: '青少年服务台', phone: '12355', url: 'https://www.12355.net' },
      { country: 'TW', name: '保護專線', phone: '113', url: 'https://www.mohw.gov.tw' },
      { country: 'HK', name: '社會福利署熱線', phone: '2343 2255', url: 'https://www.swd.gov.hk' },
    ],
    emergency: [
      { country: 'CN', phone: '110' },
      { country: 'CN', phone: '120' },
      { country: 'TW', phone: '110' },
      { country: 'TW', phone: '119' },
      { country: 'HK', phone: '999' },
    ],
  },
};

export interface SupportContacts {
  helplines: Helpline[];
  emergency: EmergencyNumber[];
  directory: typeof DIRECTORY;
}

/** Whom a person in this category, reading in this language, can reach now. */
export function supportContacts(locale: Locale, category: SupportCategory): SupportContacts {
  const lines = LINES[locale];
  // A medical emergency is for the emergency number alone; the crisis line follows it.
  const helplines = category === 'medical' ? [] : lines[category];
  return { helplines, emergency: lines.emergency, directory: DIRECTORY };
}

/** A phone number as a tel: link: digits, and a leading + when it has one. */
export const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
