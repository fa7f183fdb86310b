"""Alternative: `jit(...).trace(...)`, then lower and compile; `get` on the analysis."""
EXERCISE = "debugging.compiled_flops"
VERDICT = "pass"

import jax


def compiled_flops(f, *args):
    compiled = jax.jit(f).trace(*args).lower().compile()
    analysis = compiled.cost_analysis()
    analysis = analysis[0] if isinstance(analysis, list) else analysis
    return float(analysis.get("flops", 0.0))
