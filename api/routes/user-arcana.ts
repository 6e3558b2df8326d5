/** Birth date, personal arcana and the personality analysis (spec §7, DESIGN §6). */
import { Hono } from 'hono';
import { z } from 'zod';
import { deletePersonalityAnalysis } from '../../core/accounts/personality.js';
import { arcanaOf, setBirthDate, updateUser } from '../../core/accounts/profile.js';
import { translate } from '../../core/i18n.js';
import { birthDateSchema } from '../../core/inputs/birth-date.js';
import type { Locale } from '../../core/locales.js';
import type { Services } from '../../core/services.js';
import { personalArcana } from '../../core/tarot/arcana.js';
import { cardText } from '../../core/tarot/card-texts.js';
import { majorForArcana } from '../../core/tarot/deck.js';
import { utcDay } from '../../core/time.js';
import type { AppEnv } from '../env.js';
import { validate } from '../validation.js';

function arcanaCard(locale: Locale, n: number) {
  const card = majorForArcana(n);
  return { number: n, card_id: card.id, name: cardText(locale, card.id).name };
}

export const userArcanaRoutes = (deps: Services) => {
  const birthDate = z.object({ birth_date: birthDateSchema(() => utcDay(deps.now())) });
  return new Hono<AppEnv>()
    .get('/arcana', (c) => {
      const user = c.get('user');
      const locale = user.locale as Locale;
      const arcana = arcanaOf(user);
      return c.json(
        {
          has_arcana: arcana !== null,
          first_arcana: arcana?.first_arcana ?? null,
          second_arcana: arcana?.second_arcana ?? null,
          birth_date: user.birthDate,
          first_card: arcana ? arcanaCard(locale, arcana.first_arcana) : null,
          second_card: arcana ? arcanaCard(locale, arcana.second_arcana) : null,
          rule: translate(locale, 'arcana', 'rule'),
        },
        200,
      );
    })
    .post('/arcana/calculate', validate('json', birthDate), (c) =>
      c.json(personalArcana(c.req.valid('json').birth_date), 200),
    )
    .post('/birth-date', validate('json', birthDate), (c) => {
      const user = setBirthDate(deps.db, c.get('user').id, c.req.valid('json').birth_date);
      return c.json({ success: true, birth_date: user.birthDate, ...arcanaOf(user) }, 200);
    })
    .post('/arcana/skip', (c) => {
      updateUser(deps.db, c.get('user').id, { arcanaSkipped: true });
      return c.json({ success: true }, 200);
    })
    .get('/personality-analysis', async (c) => c.json(await deps.personality.get(c.get('user')), 200))
    .delete('/personality-analysis', (c) => {
      const deleted = deletePersonalityAnalysis(deps.db, c.get('user').id);
      return c.json({ success: true, deleted }, 200);
    });
};
