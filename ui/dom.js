// Lookups in the page's own markup, shared by the scripts that paint it.

/**
 * The page's element with ``id``. The ids are the page's own (index.html, whose markup join.html and
 * embed.html share; embed.html's poster): each is there from the start, or made by the script that
 * looks it up. A caller that needs an input, a button or a dialog says so with a cast.
 * @param {string} id
 * @returns {HTMLElement}
 */
export const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
