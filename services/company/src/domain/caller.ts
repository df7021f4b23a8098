/** Who asks, as far as the company domain cares: the token subject owns the company. */
export interface Caller {
  /** Keycloak subject (`sub`) of the verified token. */
  subject: string;
  /** The token's e-mail claim, the default contact in published events. */
  email: string | undefined;
  /** Correlates the published events with the request that caused them. */
  requestId: string;
}

/** Contact details the profile panel saves to identity, carried into the published event. */
export interface Contact {
  email: string;
  phone: string;
}
