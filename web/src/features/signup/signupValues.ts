import type { SignupUserType } from '@rha/contracts/schemas';
import { TECHNICIAN_STATE } from '@rha/contracts/reference';
import { readSignupForm, storeSignupForm } from '../../auth/authStorage';

/** What the technician form holds while it is being filled in. */
export interface TechnicianSignupValues {
  name: string;
  email: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  smsConsent: boolean;
}

/** What the company form (company and services audiences) holds while it is being filled in. */
export interface CompanySignupValues {
  name: string;
  companyName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  website: string;
  smsConsent: boolean;
}

export interface SignupValuesByType {
  technician: TechnicianSignupValues;
  company: CompanySignupValues;
}

export const emptySignupValues: SignupValuesByType = {
  technician: {
    name: '',
    email: '',
    city: '',
    state: TECHNICIAN_STATE,
    zipCode: '',
    phone: '',
    smsConsent: false,
  },
  company: {
    name: '',
    companyName: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    phone: '',
    website: '',
    smsConsent: false,
  },
};

/** Optional fields left empty are left out of the draft rather than sent as ''. */
const OPTIONAL_FIELDS = ['email', 'website'] as const;

/** The draft's `info`: the typed values without empty optional fields. */
export function signupInfoOf<T extends object>(values: T): Partial<T> {
  const info: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const field of OPTIONAL_FIELDS) {
    const value = info[field];
    if (typeof value === 'string' && value.trim() === '') delete info[field];
  }
  return info as Partial<T>;
}

export interface StoredSignupForm {
  userType: SignupUserType;
  values: Partial<Record<string, string | boolean>>;
}

/** Keeps what was typed in session storage, so a reload or a dropped connection loses nothing. */
export function saveTypedSignup(userType: SignupUserType, values: object): void {
  storeSignupForm(JSON.stringify({ userType, values }));
}

/** What was typed before, if anything; a damaged entry counts as nothing. */
export function readTypedSignup(): StoredSignupForm | undefined {
  const raw = readSignupForm();
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { userType?: unknown; values?: unknown };
    const { userType, values } = parsed;
    if (userType !== 'technician' && userType !== 'company') return undefined;
    if (typeof values !== 'object' || values === null) return undefined;
    return { userType, values: values as StoredSignupForm['values'] };
  } catch {
    return undefined;
  }
}

/** The form's starting values: empty, overlaid with what was typed before for this user type. */
export function initialSignupValues<K extends SignupUserType>(
  userType: K,
  stored: StoredSignupForm | undefined,
): SignupValuesByType[K] {
  const empty = emptySignupValues[userType];
  if (!stored || stored.userType !== userType) return { ...empty };
  const restored: Record<string, unknown> = { ...empty };
  for (const [field, emptyValue] of Object.entries(empty)) {
    const value = stored.values[field];
    if (typeof value === typeof emptyValue) restored[field] = value;
  }
  // The technician's state is fixed, whatever was stored.
  if (userType === 'technician') restored.state = TECHNICIAN_STATE;
  return restored as unknown as SignupValuesByType[K];
}
