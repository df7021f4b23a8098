import { Link } from '@rha/design-system';
import { displayPhone, phoneHref } from './phoneDisplay';

/** An e-mail address as a mailto link; nothing when there is none. */
export function EmailLink({ email }: { email: string }) {
  if (!email) return null;
  return <Link href={`mailto:${email}`}>{email}</Link>;
}

/** A phone number shown the admin way, as a tel link; nothing when there is none. */
export function PhoneLink({ phone }: { phone: string }) {
  if (!phone.trim()) return null;
  return <Link href={phoneHref(phone)}>{displayPhone(phone)}</Link>;
}

/** A website as a link that opens in a new tab; nothing when there is none. */
export function WebsiteLink({ website }: { website: string }) {
  if (!website) return null;
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  return (
    <Link href={href} external>
      {website}
    </Link>
  );
}
