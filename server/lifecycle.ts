/**
 * Where an instance is in its life, for /readyz and for its answers: starting until it
 * listens, serving, then draining from the first SIGTERM or SIGINT until it exits.
 */
export type LifecycleState = "starting" | "serving" | "draining";

export class Lifecycle {
  state: LifecycleState = "starting";
  private readonly onDrain = new Set<() => void>();

  /** Runs `callback` when draining starts, unless the returned function is called first. */
  whenDraining(callback: () => void): () => void {
    this.onDrain.add(callback);
    return () => this.onDrain.delete(callback);
  }

  drain(): void {
    this.state = "draining";
    for (const callback of this.onDrain) callback();
    this.onDrain.clear();
  }
}
