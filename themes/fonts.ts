/**
 * The kit's typeface, bundled with the app (no web font from a CDN). Imported once by each
 * entry point (the web bank, Storybook); kept out of GlobalStyle so Node can prerender pages.
 */
import '@fontsource-variable/inter';
