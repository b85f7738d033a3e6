/** A page's HTML as its reader sees the text: the entities React escapes turned back into characters. */
export async function pageText(response: Response): Promise<string> {
  return (await response.text())
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
