/** Onboarding, profile and preferences of the signed-in user (spec §7, base /api/user). */
import { Hono } from 'hono';
import { z } from 'zod';
import { preferences, setLocale, setTerms, updateUser, userInfo } from '../../core/accounts/profile.js';
import { toUserDto } from '../../core/accounts/user-dto.js';
import { displayNameSchema } from '../../core/inputs/display-name.js';
import { LOCALES } from '../../core/locales.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { validate } from '../validation.js';

export const userProfileRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .get('/info', (c) => c.json(userInfo(c.get('user')), 200))
    .post('/terms', validate('json', z.object({ accepted: z.boolean() })), (c) => {
      const { accepted } = c.req.valid('json');
      setTerms(deps.db, c.get('user').id, accepted, deps.now());
      return c.json({ success: true, accepted }, 200);
    })
    .get('/locale', (c) => {
      const user = c.get('user');
      return c.json({ locale: user.locale, locale_confirmed: user.localeConfirmed }, 200);
    })
    .post('/locale', validate('json', z.object({ locale: z.enum(LOCALES) })), (c) => {
      const user = setLocale(deps.db, c.get('user').id, c.req.valid('json').locale);
      return c.json({ success: true, locale: user.locale, locale_confirmed: user.localeConfirmed }, 200);
    })
    .post('/display-name', validate('json', z.object({ display_name: displayNameSchema })), (c) => {
      const user = updateUser(deps.db, c.get('user').id, { displayName: c.req.valid('json').display_name });
      return c.json(
        { success: true, display_name: user.displayName, user: toUserDto(user, deps.config) },
        200,
      );
    })
    .get('/preferences/confirmation', (c) =>
      c.json({ show_confirmation: preferences(c.get('user')).show_confirmation }, 200),
    )
    .post(
      '/preferences/confirmation',
      validate('json', z.object({ show_confirmation: z.boolean() })),
      (c) => {
        const user = updateUser(deps.db, c.get('user').id, {
          showConfirmation: c.req.valid('json').show_confirmation,
        });
        return c.json({ show_confirmation: user.showConfirmation }, 200);
      },
    )
    .get('/preferences/notifications', (c) =>
      c.json({ notifications_enabled: preferences(c.get('user')).notifications_enabled }, 200),
    )
    .post(
      '/preferences/notifications',
      validate('json', z.object({ notifications_enabled: z.boolean() })),
      (c) => {
        const user = updateUser(deps.db, c.get('user').id, {
          notificationsEnabled: c.req.valid('json').notifications_enabled,
        });
        return c.json({ notifications_enabled: user.notificationsEnabled }, 200);
      },
    )
    .get('/preferences/personal-arcana', (c) =>
      c.json({ use_personal_arcana: preferences(c.get('user')).use_personal_arcana }, 200),
    )
    .post(
      '/preferences/personal-arcana',
      validate('json', z.object({ use_personal_arcana: z.boolean() })),
      (c) => {
        const user = updateUser(deps.db, c.get('user').id, {
          usePersonalArcana: c.req.valid('json').use_personal_arcana,
        });
        return c.json({ use_personal_arcana: user.usePersonalArcana }, 200);
      },
    )
    .get('/preferences/reversed-cards', (c) =>
      c.json({ reversed_cards: preferences(c.get('user')).reversed_cards }, 200),
    )
    .post('/preferences/reversed-cards', validate('json', z.object({ reversed_cards: z.boolean() })), (c) => {
      const user = updateUser(deps.db, c.get('user').id, {
        reversedCards: c.req.valid('json').reversed_cards,
      });
      return c.json({ reversed_cards: user.reversedCards }, 200);
    });
