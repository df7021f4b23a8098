/** A company location as the event and the checks need it. */
export interface OwnLocation {
  id: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface OwnCompany {
  id: string;
  companyName: string;
}

/**
 * What the company service tells about the caller's own company, already bound to the caller: it
 * never reveals another company's data, so "not found" also covers "not yours".
 */
export interface CompanyDirectory {
  /** The caller's company, or undefined while they have none. */
  ownCompany(): Promise<OwnCompany | undefined>;
  /** One of the caller's locations, or undefined when none of theirs has this id. */
  ownLocation(id: string): Promise<OwnLocation | undefined>;
}
