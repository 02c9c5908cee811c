/** The localStorage key of the reader's display choices (ADR 0185). */
export const DISPLAY_SETTINGS_KEY = 'displaySettings';

/**
 * Runs in <head> before anything renders (vite.config.ts puts it there, ADR 0187): sets the theme
 * on <html> from the stored choice or the system's preference, so a dark page never flashes light.
 * The server's Content-Security-Policy allows exactly this text by its SHA-256 hash.
 */
export const THEME_SCRIPT = `(function(){var t;try{t=JSON.parse(localStorage.getItem('${DISPLAY_SETTINGS_KEY}')).theme}catch(e){}var d=t==='dark'||(t!=='light'&&!!window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.setAttribute('data-theme',d?'dark':'light')})()`;
