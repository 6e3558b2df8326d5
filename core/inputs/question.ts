/** The longest question a reading or a follow-up takes, shared by the API, the bot and the mini-app (ADR 0060). */
export const QUESTION_MAX_LENGTH = 500;
