// Invitation and answer codes: a small JSON object, deflated (CompressionStream "deflate-raw") and
// written in base64url, so a WebRTC offer fits a link's fragment and a QR code. Reading one is the
// page's most hostile input (anyone can craft a link): the text's length, the inflated size and the
// time are all bounded, and anything odd is refused with a readable error.
export const MAX_CODE_CHARS = 6000;    // a whole offer with a few candidates compresses to ~700
export const MAX_JSON_BYTES = 20000;   // inflated: a deflate bomb stops here

export class CodeError extends Error {}

const toBase64url = (/** @type {Uint8Array} */ bytes) => btoa(String.fromCharCode(...bytes))
  .replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** @param {string} text */
function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new CodeError("The code has characters a code never has.");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * The bytes of ``stream``; a ``CodeError`` once they pass ``limit``.
 * @param {ReadableStream<Uint8Array>} stream
 * @param {number} limit
 */
async function collect(stream, limit) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  // A reader, not ``for await``: Safari's streams are not async iterable.
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => {});
      throw new CodeError("The code is too large.");
    }
    chunks.push(read.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) { out.set(chunk, at); at += chunk.byteLength; }
  return out;
}

/**
 * ``value`` (JSON-able) as a compact base64url code.
 * @param {unknown} value
 * @returns {Promise<string>}
 */
export async function pack(value) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return toBase64url(await collect(stream, Infinity));
}

/**
 * The object in ``code``; throws ``CodeError`` for anything that is not one of ours. Its fields are as
 * read, for the caller to check (``any``: JSON from anyone). Spaces and line breaks are not read.
 * @param {string} code
 * @returns {Promise<Record<string, any>>}
 */
export async function unpack(code) {
  // A code pasted from a messenger may come broken over lines or with spaces: none is ever part of one.
  const text = String(code || "").replace(/\s+/g, "");
  if (!text) throw new CodeError("The code is empty.");
  if (text.length > MAX_CODE_CHARS) throw new CodeError("The code is too long to be one of ours.");
  let bytes;
  try {
    const stream = new Blob([fromBase64url(text)]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    bytes = await collect(stream, MAX_JSON_BYTES);
  } catch (error) {
    throw error instanceof CodeError ? error : new CodeError("The code is damaged (cut short or mistyped?).");
  }
  let value;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new CodeError("The code is damaged (cut short or mistyped?).");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new CodeError("The code holds no invitation.");
  return value;
}
