/**
 * Where an instance is in its life, for /readyz and for its answers: starting until it
 * listens, serving, then draining from the first SIGTERM or SIGINT until it exits.
 */
export type LifecycleState = "starting" | "serving" | "draining";

export class Lifecycle {
  state: LifecycleState = "starting";
}
