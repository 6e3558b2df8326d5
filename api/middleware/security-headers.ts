/** DESIGN §5: HSTS, a CSP, and frame-ancestors that let only Telegram's web clients embed the app. */
import { secureHeaders } from 'hono/secure-headers';

export const TELEGRAM_WEB_ORIGINS = [
  'https://web.telegram.org',
  'https://webk.telegram.org',
  'https://webz.telegram.org',
];

export const securityHeaders = () =>
  secureHeaders({
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'no-referrer',
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-site',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    // A header a handler set itself wins, e.g. the stricter CSP of the card SVGs (api/routes/tarot.ts).
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://telegram.org'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        'data:',
        'https://t.me',
        'https://*.telegram.org',
        'https://*.googleusercontent.com',
      ],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'", ...TELEGRAM_WEB_ORIGINS],
    },
  });
