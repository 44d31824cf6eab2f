// Lookups in the page's own markup, shared by the scripts that paint it.

/**
 * The page's element with ``id``, or null. Typed loosely on purpose: the ids are the page's own
 * (index.html, join.html), and each caller knows whether it names an input, a button or a dialog.
 * @param {string} id
 * @returns {any}
 */
export const $ = (id) => document.getElementById(id);
