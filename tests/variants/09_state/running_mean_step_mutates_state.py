"""Writes the new count and mean into the state dict it was given."""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
MESSAGE = "modified its input"

def running_mean_step(state, x):
    state["count"] = state["count"] + 1
    state["mean"] = state["mean"] + (x - state["mean"]) / state["count"]
    return state["mean"], state
