"""Keeps the running mean on an object, as the stateful class did, and ignores the state."""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
MESSAGE = "Under jax.jit the Python code runs once"

import jax.numpy as jnp


class _RunningMean:
    def __init__(self):
        self.n = 0
        self.mean = 0.0

    def update(self, x):
        self.n += 1
        self.mean = self.mean + (x - self.mean) / self.n
        return self.mean


_tracker = _RunningMean()


def running_mean_step(state, x):
    mean = _tracker.update(x)
    return mean, {"count": jnp.int32(_tracker.n), "mean": mean}
