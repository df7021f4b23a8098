/** Realm roles of the identity provider that the app distinguishes. */
export type Role = 'company' | 'technician' | 'admin';
