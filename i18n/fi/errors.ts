export const fiErrors = {} as const;
