import { Icon, Link } from '@rha/design-system';
import { displayPhone, phoneHref } from '../admin/phoneDisplay';

/** A phone number that calls on a tap; nothing when there is none. */
export function PhoneLink({ phone }: { phone: string }) {
  if (!phone.trim()) return null;
  return (
    <Link href={phoneHref(phone)}>
      <Icon name="phone" /> {displayPhone(phone)}
    </Link>
  );
}

/**
 * Where an address opens in a maps app: the maps URL both phone systems hand to their installed
 * maps app, and a browser opens anywhere else.
 */
export function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A street address that opens the phone's maps app on a tap. */
export function AddressLink({ address }: { address: string }) {
  if (!address.trim()) return null;
  return (
    <Link href={mapsHref(address)} external>
      <Icon name="pin" /> {address}
    </Link>
  );
}
