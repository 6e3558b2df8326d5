/** Moved to core/admin so the API shares it; kept here for the bot tests' imports. */
export { accountLabel, findUserByQuery, userActivity } from '../../core/admin/find-user.js';
