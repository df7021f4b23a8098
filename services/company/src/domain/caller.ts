/** Who asks, as far as the company domain cares: the token subject owns the company. */
export interface Caller {
  /** Keycloak subject (`sub`) of the verified token. */
  subject: string;
}
