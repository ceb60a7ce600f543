// Short names for what a page's wasm imports from its JS glue. wasm-bindgen
// names each import for the function it binds plus a 16-digit hash
// (`__wbg_getItem_49556a3e59cfb688`), about 200 of them a page, written
// twice (the wasm's import section, the glue's import object): the hashes
// do not compress, and they were about 3 KB brotli of each page's first
// load. scripts/site-build.mjs gives them names of one or two letters in
// both files, after the glue is minified. Only the names change: the
// import section is rewritten in place, every other byte of the wasm is
// kept; exports (`memory`, `__wbindgen_malloc`, …) keep their names.
// Fails, changing nothing, if a name is not exactly once in the glue. A
// pair already renamed (a second run of site-build.mjs on DIST) is left
// as it is.

/** Reads an unsigned LEB128 at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at];
    at += 1;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if ((byte & 0x80) === 0) return [value, at];
  }
}

/** `value` as unsigned LEB128 bytes. */
function toLeb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/** The `n`th short name: a…z, A…Z, then two letters. */
function shortName(n) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  do {
    name = letters[n % letters.length] + name;
    n = Math.floor(n / letters.length) - 1;
  } while (n >= 0);
  return name;
}

/**
 * The wasm `wasm` (bytes) and its glue `glue` (minified JS) with the
 * imports from `module` (the glue's name for itself, e.g.
 * `./fox-dolphin_bg.js`) renamed: `{ wasm, glue, renamed }`.
 */
export function shortImports(wasm, glue, module) {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  if (decoder.decode(wasm.subarray(0, 4)) !== '\0asm') throw new Error('not a wasm module');
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, body] = leb(wasm, at + 1);
    if (id !== 2) {
      at = body + size;
      continue;
    }
    // The import section: a count, then (module, name, what) each.
    const out = [];
    let [count, p] = leb(wasm, body);
    out.push(...toLeb(count));
    const names = new Map();
    for (let k = 0; k < count; k += 1) {
      const [moduleLength, m] = leb(wasm, p);
      const moduleName = decoder.decode(wasm.subarray(m, m + moduleLength));
      const [nameLength, n] = leb(wasm, m + moduleLength);
      const name = decoder.decode(wasm.subarray(n, n + nameLength));
      // What is imported: its kind, then a type index (function, tag), a
      // table's or memory's limits, or a global's type and mutability.
      let q = n + nameLength;
      const kind = wasm[q];
      q += 1;
      if (kind === 0x00) [, q] = leb(wasm, q);
      else if (kind === 0x04) [, q] = leb(wasm, q + 1);
      else if (kind === 0x03) q += 2;
      else {
        if (kind === 0x01) q += 1; // the table's element type
        const flags = wasm[q];
        [, q] = leb(wasm, q + 1);
        if (flags & 1) [, q] = leb(wasm, q);
      }
      let newName = name;
      if (moduleName === module && name.startsWith('__wb')) {
        newName = shortName(names.size);
        names.set(name, newName);
      }
      const bytes = encoder.encode(newName);
      out.push(...wasm.subarray(p, m + moduleLength), ...toLeb(bytes.length), ...bytes, ...wasm.subarray(n + nameLength, q));
      p = q;
    }
    if (p !== body + size) throw new Error(`the import section ends at ${p}, not ${body + size}`);
    if (names.size === 0) return { wasm, glue, renamed: 0 };
    let renamed = glue;
    for (const [name, newName] of names) {
      const key = new RegExp(`([{,])${name}:`, 'g');
      const found = renamed.match(key)?.length ?? 0;
      if (found !== 1 || renamed.split(name).length !== 2) throw new Error(`${name} is in the glue ${renamed.split(name).length - 1} times, ${found} as an import's key`);
      renamed = renamed.replace(key, `$1${newName}:`);
    }
    const rewritten = new Uint8Array([...wasm.subarray(0, at), 2, ...toLeb(out.length), ...out, ...wasm.subarray(body + size)]);
    return { wasm: rewritten, glue: renamed, renamed: names.size };
  }
  throw new Error('no import section');
}
