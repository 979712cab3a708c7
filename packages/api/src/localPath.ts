/*
 * The one check of a return address, on the server and in the portal alike (issue 30, finding 9):
 * only a path on this origin is taken.
 */

/** `/` then neither `/` nor `\`: a path, not a protocol-relative address of another host. */
const PATH_ON_THIS_ORIGIN = /^\/(?![/\\])/;
// Control characters, whitespace and backslashes let browsers read a "path" as another host.
// eslint-disable-next-line no-control-regex -- finding them is the point
const UNSAFE = /[\u0000-\u001f\u007f\\\s]/;
const BASE = 'http://this-origin.invalid';

/**
 * `value` as a path on this origin (with its query and fragment), or null when it is anything else:
 * an address with a scheme or a host, `//host`, `/\host`, a path with control characters,
 * whitespace or backslashes, or a path whose dot segments resolve to one of those
 * (`/..//evil.example` is `//evil.example` once resolved).
 */
export function localPath(value: string): string | null {
  if (!PATH_ON_THIS_ORIGIN.test(value) || UNSAFE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !PATH_ON_THIS_ORIGIN.test(resolved)) return null;
  return resolved;
}
