/** The name shown for a person, and the field where they choose it. */

/** The field's id: the header's "Add your name" leads to it. */
export const NAME_FIELD_ID = 'profile-display-name';

/** The name the person chose, or Telegram's; never one made up from an e-mail address (design review 2 #7). */
export function displayNameOf(user: {
  display_name: string | null;
  first_name: string | null;
  username: string | null;
}) {
  return user.display_name || user.first_name || user.username || '';
}
