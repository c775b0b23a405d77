function withoutWeakPrefix(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/** Whether the client already has the body tagged `etag`: If-None-Match compares weakly (RFC 9110 section 13.1.2). */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = withoutWeakPrefix(etag);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || withoutWeakPrefix(tag) === opaque;
  });
}
