const SITE_NAME = 'Remote Hands Alaska';

/** Sets the browser tab's title (React 19 hoists <title> into the document head). */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${SITE_NAME}` : SITE_NAME}</title>;
}
