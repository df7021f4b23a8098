export interface FieldError {
  /** Dotted path of the offending input, e.g. `address.zipCode`. */
  field: string;
  message: string;
}

/** The RFC 9457 body every service and the bff send for a failed request. */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  errors?: FieldError[];
  requestId?: string;
}

const problemTypeBase = 'https://remote-hands.example/problems/';

/** A failure meant for the client: a status, a stable snake_case code and a safe message. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail?: string;
  readonly errors?: FieldError[];
  /** Response headers the failure calls for, e.g. `www-authenticate` on a 401. */
  readonly headers: Record<string, string>;

  constructor(options: {
    status: number;
    code: string;
    title?: string;
    detail?: string;
    errors?: FieldError[];
    headers?: Record<string, string>;
  }) {
    super(options.detail ?? options.title ?? options.code);
    this.name = 'HttpProblem';
    this.status = options.status;
    this.code = options.code;
    this.title = options.title ?? titleOf(options.code);
    if (options.detail !== undefined) this.detail = options.detail;
    if (options.errors !== undefined) this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  get type(): string {
    return `${problemTypeBase}${this.code}`;
  }

  toDocument(requestId?: string): ProblemDocument {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      code: this.code,
      ...(this.detail !== undefined && { detail: this.detail }),
      ...(this.errors !== undefined && { errors: this.errors }),
      ...(requestId !== undefined && { requestId }),
    };
  }
}

export function isHttpProblem(error: unknown): error is HttpProblem {
  return error instanceof HttpProblem;
}

/** `payload_too_large` -> `Payload too large`: one title per code, as RFC 9457 asks per type. */
function titleOf(code: string): string {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const problems = {
  validation(errors: FieldError[]): HttpProblem {
    return new HttpProblem({
      status: 400,
      code: 'validation_failed',
      detail: 'The request has invalid fields.',
      errors,
    });
  },
  badRequest(code: string, detail: string): HttpProblem {
    return new HttpProblem({ status: 400, code, detail });
  },
  unauthorized(detail = 'A valid access token is required.'): HttpProblem {
    return new HttpProblem({
      status: 401,
      code: 'unauthorized',
      detail,
      headers: { 'www-authenticate': 'Bearer' },
    });
  },
  forbidden(detail = 'You are not allowed to do this.'): HttpProblem {
    return new HttpProblem({ status: 403, code: 'forbidden', detail });
  },
  notFound(detail = 'Nothing is here.'): HttpProblem {
    return new HttpProblem({ status: 404, code: 'not_found', detail });
  },
  /** The path is served, but not for this method: `allowed` are the ones it is served for. */
  methodNotAllowed(allowed: readonly string[]): HttpProblem {
    return new HttpProblem({
      status: 405,
      code: 'method_not_allowed',
      detail: `This address answers ${allowed.join(', ')} only.`,
      headers: { allow: allowed.join(', ') },
    });
  },
  conflict(code: string, detail: string): HttpProblem {
    return new HttpProblem({ status: 409, code, detail });
  },
  payloadTooLarge(): HttpProblem {
    return new HttpProblem({
      status: 413,
      code: 'payload_too_large',
      detail: 'The request body is too large.',
    });
  },
  tooManyRequests(detail = 'Too many requests; try again later.'): HttpProblem {
    return new HttpProblem({ status: 429, code: 'too_many_requests', detail });
  },
  /** The service cannot reach what it stores in (its database restarting): retry shortly. */
  unavailable(retryAfterSeconds = 5): HttpProblem {
    return new HttpProblem({
      status: 503,
      code: 'service_unavailable',
      detail: 'The service is briefly unavailable; try again shortly.',
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  },
  upstream(detail = 'A service this request depends on failed.'): HttpProblem {
    return new HttpProblem({ status: 502, code: 'upstream_failed', detail });
  },
  internal(): HttpProblem {
    return new HttpProblem({
      status: 500,
      code: 'internal_error',
      detail: 'Something went wrong on our side.',
    });
  },
};
