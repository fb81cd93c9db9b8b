/**
 * The cookie that carries the customer's chosen language (`fi`, `sv`, `en`). The web bank writes
 * it; the bank's server reads it before the browser's `Accept-Language`, so every request, pages
 * included, answers in the language the customer chose.
 */
export const LANGUAGE_COOKIE = 'language';
