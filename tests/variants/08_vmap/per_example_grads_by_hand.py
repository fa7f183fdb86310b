"""The per-example gradient derived by hand, 2 r x and 2 r: right for today's loss, but `example_loss` is not used as given."""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
MESSAGE = "and the answer did not follow it"



def per_example_grads(params, xs, ys):
    residual = xs @ params["w"] + params["b"] - ys
    return {"w": 2 * residual[:, None] * xs, "b": 2 * residual}
