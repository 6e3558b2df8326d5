/** The text to show for a failure: the server's message for an API error, else the error's own. */
export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));
