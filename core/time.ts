/** The UTC calendar day (YYYY-MM-DD) of an instant: daily cards, daily sends and day statistics use it. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
