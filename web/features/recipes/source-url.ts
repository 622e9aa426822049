/** rel for links to a recipe's original page: no access to us, no referrer, no endorsement. */
export const SOURCE_LINK_REL = 'noopener noreferrer nofollow';

/** A recipe's source address when it is safe to link (http or https), else null. */
export function linkableSourceUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
