/** A clause that opens a sentence or a table cell: its first letter in upper case (facts are written in lower case). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
