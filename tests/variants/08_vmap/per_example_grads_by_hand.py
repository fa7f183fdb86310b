"""Alternative: the per-example gradient derived by hand, 2 r x and 2 r."""
EXERCISE = "vmap.per_example_grads"
VERDICT = "pass"



def per_example_grads(params, xs, ys):
    residual = xs @ params["w"] + params["b"] - ys
    return {"w": 2 * residual[:, None] * xs, "b": 2 * residual}
