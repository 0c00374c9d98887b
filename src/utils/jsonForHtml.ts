/**
 * JSON that is safe inside an HTML `<script>` element: `<`, `>` and `&` become `\u003c`, `\u003e`,
 * `\u0026` (so no text can close the element or open a comment), and U+2028/U+2029 are escaped too.
 * The result is still valid JSON with the same value.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
