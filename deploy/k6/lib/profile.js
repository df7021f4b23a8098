/* global __ENV */
// How many virtual users for how long: the scenario's own load by default; `-e PROFILE=smoke` runs a few
// seconds at one or two users (npm test runs every scenario so); `-e VUS=` and `-e DURATION=` override either.

// A smoke run proves a scenario works end to end (every request answered, every check passed); its
// latency limits are widened because npm test runs it beside other suites on the same two cores, where a
// scheduling stall says nothing about the product. The full run (`npm run bench:k6`) holds the real limits.
const SMOKE = { maxVus: 2, duration: '5s', latencySlack: 20 };

function isSmoke() {
  const profile = __ENV.PROFILE || 'load';
  if (profile !== 'load' && profile !== 'smoke') {
    throw new Error(`PROFILE is '${profile}': use 'smoke', or leave it unset for the full load`);
  }
  return profile === 'smoke';
}

/** A p(99) latency threshold of `ms` milliseconds under the full load. */
export function p99Below(ms) {
  return `p(99)<${isSmoke() ? ms * SMOKE.latencySlack : ms}`;
}

export function constantVus(load) {
  const smoke = isSmoke();
  return {
    executor: 'constant-vus',
    vus: Number(__ENV.VUS || (smoke ? Math.min(load.vus, SMOKE.maxVus) : load.vus)),
    duration: __ENV.DURATION || (smoke ? SMOKE.duration : load.duration),
  };
}

// A smoke run of an open-model scenario: a couple of arrivals a second for a few seconds.
const SMOKE_RATE = 2;

/**
 * An open model: `rate` iterations started each second whatever the answers' pace, as users arrive on
 * their own; `-e RATE=` and `-e DURATION=` override it. k6 adds virtual users as answers slow down, up to
 * a bound past which it drops iterations (the `dropped_iterations` metric) instead of queueing them.
 */
export function constantArrivalRate(load) {
  const rate = Number(__ENV.RATE || (isSmoke() ? SMOKE_RATE : load.rate));
  return {
    executor: 'constant-arrival-rate',
    rate,
    timeUnit: '1s',
    duration: __ENV.DURATION || (isSmoke() ? SMOKE.duration : load.duration),
    preAllocatedVUs: Math.max(5, Math.ceil(rate / 2)),
    maxVUs: Math.max(20, rate * 2),
  };
}
