/**
 * The router parameters of a Studio edit-intent URL, as stega and the overlay's "Open in Studio" carry them:
 * `{studio}/intent/edit/mode=presentation;id=…;type=…;path=…?…` gives `{ mode, id, type, path }`.
 */
export function studioIntent(href: string): Record<string, string> {
  const intent = decodeURIComponent(new URL(href).pathname.split('/intent/edit/')[1] ?? '');
  return Object.fromEntries(intent.split(';').map((part) => part.split('=') as [string, string]));
}
