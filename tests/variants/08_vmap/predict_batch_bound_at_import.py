"""Alternative: the batched predict made once at import, `jax.jit(jax.vmap(predict, in_axes=(None, 0)))`, and bound to the name."""
EXERCISE = "vmap.predict_batch"
VERDICT = "pass"

import jax

# `predict` is the module's own, as given (the variant is appended to the module).
predict_batch = jax.jit(jax.vmap(predict, in_axes=(None, 0)))
