"""Grades topic 06_pytrees: trees of arrays, `jax.tree.map`, and registering your own class.

Inputs are hypothesis-generated pytrees: dicts, lists and tuples nested up to three deep,
`None` placeholders, and float32 leaves of mixed shapes. `tree_scale` and `count_params` also
get the leaves a model's state holds besides its parameters: int32 step counters, boolean
masks and Python numbers, which they must leave alone and not count. References walk the
trees in plain Python and NumPy, without JAX's tree utilities.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from autograder.checks.comparison import assert_matches
from autograder.grading.cases import Call, Case, DtypeContract, ExerciseSpec, register
from autograder.grading.failures import FailureKind, describe_error
from autograder.grading.strategies import EMPTY_TREES, float_arrays, floats32

LEAF_SHAPES = st.sampled_from([(), (2,), (3,), (2, 3)])  # (2, 3) as in NESTED: no new shape, and not square


def leaves() -> st.SearchStrategy[np.ndarray]:
    return float_arrays(LEAF_SHAPES, -5, 5)


def state_leaves() -> st.SearchStrategy[Any]:
    """Float32 parameters, and the other leaves a model's state holds: int32 counters, boolean masks, Python numbers."""
    return st.one_of(
        leaves(),
        leaves(),
        hnp.arrays(np.int32, LEAF_SHAPES, elements=st.integers(-100, 100)),
        hnp.arrays(np.bool_, LEAF_SHAPES),
        st.integers(0, 1000),
        st.booleans(),
        floats32(-5, 5),
    )


def is_float(leaf: Any) -> bool:
    """A floating-point leaf, bfloat16 included (NumPy calls its kind "V", not "f")."""
    return bool(jnp.issubdtype(np.asarray(leaf).dtype, jnp.floating))


def _scaled_leaf(leaf: Any, s: float) -> np.ndarray:
    """A float leaf times `s` in float64, rounded to the leaf's dtype (float32 for a Python float)."""
    dtype = np.asarray(leaf).dtype if isinstance(leaf, (np.ndarray, np.generic)) else np.dtype(np.float32)
    return np.asarray(np.asarray(leaf).astype(np.float64) * np.float64(s)).astype(dtype)


def as_jax_leaf(leaf: Any) -> np.ndarray:
    """A leaf as `jnp.asarray` would give it, without x64: Python ints (and 64-bit integers) become 32-bit, narrower
    integers keep their width."""
    array = np.asarray(leaf)
    if array.dtype.kind in "iu" and array.dtype.itemsize > 4:
        return array.astype(np.int32 if array.dtype.kind == "i" else np.uint32)
    return array


def trees(leaf: st.SearchStrategy[Any] | None = None) -> st.SearchStrategy[Any]:
    """Nested dicts, lists, tuples and None around float32 leaves (at least one leaf)."""
    leaf = leaf if leaf is not None else leaves()
    containers = st.recursive(
        leaf,
        lambda inner: st.one_of(
            st.lists(inner, min_size=1, max_size=3),
            st.lists(inner, min_size=1, max_size=3).map(tuple),
            st.dictionaries(st.sampled_from(["w", "b", "layer1", "layer2", "scale"]), st.one_of(inner, st.none()),
                            min_size=1, max_size=3),
        ),
        max_leaves=6,
    )
    return containers


def tree_map(function: Any, *trees_: Any) -> Any:
    """A plain-Python tree map over dicts, lists, tuples and None (the references' own)."""
    first = trees_[0]
    if first is None:
        return None
    if isinstance(first, dict):
        return {key: tree_map(function, *(tree[key] for tree in trees_)) for key in first}
    if isinstance(first, (list, tuple)):
        return type(first)(tree_map(function, *items) for items in zip(*trees_))
    return function(*trees_)


def tree_leaves(tree: Any) -> list[np.ndarray]:
    if tree is None:
        return []
    if isinstance(tree, dict):
        return [leaf for key in sorted(tree) for leaf in tree_leaves(tree[key])]
    if isinstance(tree, (list, tuple)):
        return [leaf for item in tree for leaf in tree_leaves(item)]
    return [tree]


def _f32(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64).astype(np.float32)


# Float leaves of every width: a test of `dtype.kind == "f"` misses bfloat16, `== float32` misses both.
NARROW = {"half": np.array([1.5, -2.0], np.float16), "brain": np.array([0.5, 3.0], jnp.bfloat16),
          "full": np.array([1.0], np.float32)}
NESTED = {"layer1": {"w": np.ones((2, 3), np.float32), "b": np.zeros(3, np.float32)},
          "layer2": [np.arange(3, dtype=np.float32), None, (np.float32(2.0),)]}
FLAT = [np.array([3.0, 4.0], np.float32)]
# A training state: parameters next to a step counter, a mask and a learning rate as a Python float.
STATE = {"params": {"w": np.arange(6, dtype=np.float32).reshape(2, 3), "b": np.ones(3, np.float32)},
         "step": np.array(7, np.int32), "mask": np.array([True, False, True]), "lr": 0.5, "epoch": 2}
# Integer leaves narrower than int32 beside a float one: kept as they are, and no parameters.
NARROW_INTEGER_STATE = {"w": np.array([1.5, -2.0], np.float32), "count": np.array([-128, 127], np.int8),
                        "ids": np.array([0, 65535], np.uint16)}


# --- tree_scale ------------------------------------------------------------------------


register(
    ExerciseSpec(
        "pytrees.tree_scale",
        reference=lambda tree, s: tree_map(
            lambda leaf: _scaled_leaf(leaf, s) if is_float(leaf) else as_jax_leaf(leaf), tree),
        inputs=st.builds(lambda tree, s: Call((tree, s)), trees(state_leaves()), floats32(-3, 3)),
        special_values=("tree",),  # "any values": inf, nan and -0.0 included
        scalar_arrays=("s",),  # "a Python float, or a traced scalar"
        jax_arrays_out=True,  # "leaves are all JAX arrays", NumPy leaves in included
        edge_cases=(Call((STATE, 2.0)), Call((NESTED, 2.0)), Call((FLAT, -0.5)), Call((NARROW, 2.0)),
                    Call(({"only": None, "x": np.float32(1.5)}, 3.0)), Call(([np.arange(3, dtype=np.int32), 1.5], 2.0)),
                    Call((NARROW_INTEGER_STATE, 2.0)),  # "integer leaves as they were": int8 and uint16 stay so
                    *(Call((empty, 2.0)) for empty in EMPTY_TREES)),
        integer_extremes=("tree",),  # integer leaves come back as they were, whatever their values
        # "float leaves times s": a float16 or bfloat16 `s` leaves a float32 leaf float32
        dtypes=(DtypeContract(("s",), ("float16",), result="float32", call=2),),
        rtol=1e-5,
        atol=1e-5,
    )
)


# --- tree_add --------------------------------------------------------------------------


@st.composite
def pairs_of_trees(draw: st.DrawFn) -> Call:
    a = draw(trees())
    b = tree_map(lambda leaf: draw(float_arrays(np.shape(leaf), -5, 5)), a)
    return Call((a, b))


def check_mismatch_raises(case: Case) -> None:
    """Trees of different structures raise ValueError naming both structures."""
    mismatches = (
        ({"w": np.ones(2, np.float32), "b": np.ones(2, np.float32)}, {"w": np.ones(2, np.float32)}),
        ([np.ones(2, np.float32), np.ones(2, np.float32)], (np.ones(2, np.float32), np.ones(2, np.float32))),
        # a leaf where the other tree has a subtree: `jax.tree.map` may not see it as a mismatch at all
        ({"w": np.ones(2, np.float32)}, {"w": (np.ones(2, np.float32),)}),
        ({"w": [np.ones(2, np.float32)]}, {"w": np.ones(2, np.float32)}),
    )
    for a, b in mismatches:
        call = Call((a, b))
        args, _ = call.fresh()
        try:
            case.function(*args)
        except ValueError as error:
            text = str(error)
            structures = [str(jax.tree.structure(tree)) for tree in args]
            if not all(structure in text for structure in structures):
                raise case.fail(
                    "mismatch_raises",
                    f"wrong message: {case.describe(call)} raised ValueError({text!r}), which should name both "
                    f"structures, {structures[0]} and {structures[1]} (`str(jax.tree.structure(a))`).",
                ) from None
        except Exception as error:  # student code may raise anything
            if isinstance(error, NotImplementedError):
                raise describe_error(error, case.describe(call), case.student_files, "mismatch_raises") from None
            raise case.fail(
                "mismatch_raises",
                f"{case.describe(call)} raised {type(error).__name__}: {error}; trees of different structures must "
                "raise ValueError naming both structures.",
            ) from None
        else:
            raise case.fail(
                "mismatch_raises",
                f"no ValueError: {case.describe(call)} returned a result although the trees differ in structure. "
                "Compare `jax.tree.structure(a)` with `jax.tree.structure(b)` and raise ValueError naming both.",
            )


def _leaf_sum(x: Any, y: Any) -> np.ndarray:
    """`x + y` in the dtype `jnp.add` gives two leaves (integers wrap as they do there), computed exactly first."""
    dtype = jnp.result_type(x, y)
    wide = np.int64 if np.issubdtype(dtype, np.integer) else np.float64
    return (np.asarray(x, wide) + np.asarray(y, wide)).astype(dtype)


# "a pytree of arrays": integer leaves add as integers, narrow floats stay narrow.
MIXED = {"count": np.array([1, -2, 7], np.int32), "half": np.array([0.5, 1000.0], np.float16),
         "brain": np.array([1.5, -3.0], jnp.bfloat16)}

register(
    ExerciseSpec(
        "pytrees.tree_add",
        reference=lambda a, b: tree_map(_leaf_sum, a, b),
        inputs=pairs_of_trees(),
        special_values=("a", "b"),  # "any values": inf, nan and -0.0 included
        integer_extremes=("a", "b"),  # "integers up to both ends of their range": MIXED's int32 leaf
        edge_cases=(Call((NESTED, NESTED)), Call((FLAT, [np.array([1.0, -1.0], np.float32)])), Call((MIXED, MIXED)),
                    *(Call((empty, empty)) for empty in EMPTY_TREES)),
        # "in the dtype that sum has (int8 + int8 stays int8, and wraps at its ends)"
        dtypes=(DtypeContract(("a", "b"), ("int8", "uint8", "int16"), call=Call((
            {"n": np.array([127, -128, 5], np.int32), "m": [np.array([100], np.int32)]},
            {"n": np.array([1, -1, 5], np.int32), "m": [np.array([100], np.int32)]}))),),
        checks={"mismatch_raises": check_mismatch_raises},
    )
)


# --- count_params ------------------------------------------------------------------------


register(
    ExerciseSpec(
        "pytrees.count_params",
        special_values=("tree",),
        integer_extremes=("tree",),
        reference=lambda tree: sum(int(np.size(leaf)) for leaf in tree_leaves(tree) if is_float(leaf)),
        inputs=st.builds(lambda tree: Call((tree,)), trees(state_leaves())),
        edge_cases=(Call((STATE,)), Call((NESTED,)), Call((FLAT,)), Call((NARROW,)), Call((NARROW_INTEGER_STATE,)),
                    Call(({"empty": None, "scalar": np.float32(1.0)},)),
                    Call(([0.5, 2.0, (1.0,)],)), Call(({"step": np.array(3, np.int32), "mask": np.ones(4, np.bool_)},)),
                    *(Call((empty,)) for empty in EMPTY_TREES)),
    )
)


# --- global_norm -------------------------------------------------------------------------


def reference_global_norm(tree: Any) -> np.ndarray:
    total = sum(float(np.sum(np.asarray(leaf, np.float64) ** 2)) for leaf in tree_leaves(tree))
    return np.asarray(np.sqrt(total), np.float32)


register(
    ExerciseSpec(
        "pytrees.global_norm",
        reference=reference_global_norm,
        inputs=st.builds(lambda tree: Call((tree,)), trees()),
        edge_cases=(Call((FLAT,)), Call((NESTED,)), Call(({"a": np.zeros(3, np.float32)},)),
                    *(Call((empty,)) for empty in EMPTY_TREES)),
        # "of any float width", "a float32 scalar": half-width leaves whose squares are past float16's largest
        dtypes=(DtypeContract(("tree",), ("float16",), result="float32",
                              call=Call(({"a": np.array([300.0, 400.0], np.float32),
                                          "b": [np.array([[1200.0]], np.float32)]},))),),
        rtol=1e-5,
    )
)


# --- clip_by_global_norm ------------------------------------------------------------------


def reference_clip(tree: Any, max_norm: float) -> Any:
    norm = float(reference_global_norm(tree))
    scale = min(1.0, max_norm / norm) if norm > 0 else 1.0
    return tree_map(lambda leaf: _f32(np.asarray(leaf, np.float64) * scale), tree)


UNCLIPPED = np.array([0.1, 0.7, -1.3, 0.37, 1.1, -0.05, 0.9, 0.23], np.float32)  # global norm 2.3 with its first 3


register(
    ExerciseSpec(
        "pytrees.clip_by_global_norm",
        reference=reference_clip,
        inputs=st.builds(lambda tree, m: Call((tree, m)), trees(leaves().filter(lambda a: np.abs(a).sum() > 0.1)),
                         st.sampled_from((0.5, 2.0, 100.0))),
        magnitudes=((("tree", "max_norm"), 1e-7), (("tree", "max_norm"), 1e-12)),  # tiny norms: no safety epsilon
        scalar_arrays=("max_norm",),  # "a Python float or a traced scalar"
        edge_cases=(Call((FLAT, 1.0)), Call((FLAT, 10.0)), Call((NESTED, 0.5)), *(Call((empty, 1.0)) for empty in EMPTY_TREES),
                    # "comes back with the same values": bit for bit, not scaled by max_norm / max_norm
                    Call(({"w": UNCLIPPED, "b": UNCLIPPED[:3]}, 3.0), exact=True)),
        rtol=1e-5,
        atol=1e-5,
    )
)


# --- sgd_step ----------------------------------------------------------------------------


def reference_sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def update(p: Any, g: Any) -> np.ndarray:
        p64, g64 = np.float64(p), np.float64(g)
        decay = weight_decay * p64 if np.ndim(p) >= 2 else 0.0  # no `0.0 * p`: an inf bias stays inf
        return _f32(p64 - lr * (g64 + decay))

    return tree_map(update, params, grads)


def sgd_calls(pair: Call, lr: float, weight_decay: float | None) -> Call:
    if weight_decay is None:  # the default
        return Call((*pair.args, lr))
    return Call((*pair.args, lr), {"weight_decay": weight_decay})


STATE_PARAMS = STATE["params"]
STATE_GRADS = {"w": np.full((2, 3), 0.5, np.float32), "b": np.array([1.0, -1.0, 2.0], np.float32)}

register(
    ExerciseSpec(
        "pytrees.sgd_step",
        reference=reference_sgd_step,
        inputs=st.builds(sgd_calls, pairs_of_trees(), st.sampled_from((0.0, 0.01, 0.5)),
                         st.sampled_from((None, 0.0, 0.1, 0.5))),
        special_values=("params",),  # "any values": inf, nan and -0.0 included
        scalar_arrays=("lr", "weight_decay"),  # "a Python float or a traced scalar"
        edge_cases=(Call((NESTED, NESTED, 0.1)), Call((FLAT, [np.array([1.0, 2.0], np.float32)], 1.0)),
                    Call((STATE_PARAMS, STATE_GRADS, 0.1), {"weight_decay": 0.5}),  # decays w only
                    Call((NESTED, NESTED, 0.1), {"weight_decay": 0.2}),  # (2, 3) decays; (3,) and () do not
                    Call(({"w": np.ones((1, 2, 2), np.float32)}, {"w": np.zeros((1, 2, 2), np.float32)}, 1.0),
                         {"weight_decay": 0.25}),  # three dimensions: decays too
                    # the rule is the number of dimensions, not the size: a (1, 2) matrix decays, a (5,) vector does not
                    Call(({"w": np.array([[1.0, -2.0]], np.float32), "b": np.arange(5, dtype=np.float32)},
                          {"w": np.ones((1, 2), np.float32), "b": np.ones(5, np.float32)}, 0.5), {"weight_decay": 0.5}),
                    *(Call((empty, empty, 0.1)) for empty in EMPTY_TREES)),
        rtol=1e-5,
        atol=1e-5,
        # "each leaf keeps its dtype (float16 stays float16) where lr and weight_decay are Python floats"
        dtypes=(DtypeContract(("params", "grads"), ("float16",), call=3),
                # a float16 or bfloat16 lr or weight_decay: float32 parameters stay float32
                DtypeContract(("lr", "weight_decay"), ("float16",), result="float32", call=3)),
    )
)


# --- Linear ------------------------------------------------------------------------------

W = np.arange(6, dtype=np.float32).reshape(3, 2) / 10
B = np.array([0.5, -1.0], np.float32)
X = np.array([[1.0, 2.0, 3.0], [0.0, -1.0, 0.5]], np.float32)


def _make(case: Case, check: str, w: Any = W, b: Any = B) -> Any:
    """A Linear of `w` and `b`, built both ways the docstring allows: `Linear(w, b)` and `Linear(w=w, b=b)`.

    Each must construct and hold `w` and `b` in the fields of those names (a constructor with other
    parameter names, keyword-only ones, or `(b, w)` in its order breaks one of them); the keyword one is returned.
    """
    layer = None
    for text, args, kwargs in (("Linear(w, b)", (w, b), {}), ("Linear(w=w, b=b)", (), {"w": w, "b": b})):
        try:
            layer = case.function(*map(jnp.asarray, args), **{name: jnp.asarray(value) for name, value in kwargs.items()})
        except Exception as error:  # student code may raise anything
            failure = describe_error(error, text, case.student_files, check)
            if failure.kind is FailureKind.NOT_IMPLEMENTED:
                raise failure from None
            said = failure.message if failure.message.rstrip().endswith(".") else f"{failure.message.rstrip()}."
            raise case.fail(check, f"{said} The constructor is `Linear(w, b)`, by position and by keyword "
                                   "(`Linear(w=w, b=b)`): keep the fields and parameters named `w` and `b`, in that "
                                   "order.") from None
        if hasattr(layer, "w") and hasattr(layer, "b") and not (
                np.shape(layer.w) == np.shape(w) and np.shape(layer.b) == np.shape(b)):
            raise case.fail(check, f"wrong structure: {text} holds `w` of shape {np.shape(layer.w)} and `b` of shape "
                                   f"{np.shape(layer.b)}; expected {np.shape(w)} and {np.shape(b)}. Keep the "
                                   "constructor's parameters `w` and `b`, in that order.")
    return layer


def _fields(layer: Any, check: str, case: Case) -> tuple[np.ndarray, np.ndarray]:
    if not (hasattr(layer, "w") and hasattr(layer, "b")):
        raise case.fail(check, f"wrong structure: got a {type(layer).__name__} without fields `w` and `b`.")
    return np.asarray(layer.w), np.asarray(layer.b)


def check_linear_call(case: Case) -> None:
    """`Linear(w, b)(x)` is `x @ w + b`."""
    layer = _make(case, "linear_call")
    try:
        got = layer(jnp.asarray(X))
    except Exception as error:  # student code may raise anything
        raise describe_error(error, "Linear(w, b)(x)", case.student_files, "linear_call") from None
    assert_matches(got, (X.astype(np.float64) @ W + B).astype(np.float32), check="linear_call",
                   call_text="Linear(w, b)(x)", rtol=1e-5, atol=1e-6)


def is_opaque(layer: Any) -> bool:
    """JAX sees `layer` as one leaf, itself: its class is not a registered pytree node."""
    found = jax.tree.leaves(layer)
    return len(found) == 1 and found[0] is layer


OPAQUE = ("JAX sees an unregistered class as one opaque leaf, not as the arrays `w` and `b` inside it. Register "
          "Linear as a pytree node")


def check_linear_leaves(case: Case) -> None:
    """`jax.tree.leaves(Linear(w, b))` are exactly `w` and `b`, in that order: the class is a registered pytree node."""
    layer = _make(case, "linear_leaves")
    if is_opaque(layer):
        raise case.fail("linear_leaves", f"wrong structure: jax.tree.leaves(Linear(w, b)) is [the Linear itself]. "
                                         f"{OPAQUE}.")
    leaves_found = jax.tree.leaves(layer)
    shapes = sorted(np.shape(leaf) for leaf in leaves_found)
    if shapes != sorted([W.shape, B.shape]):
        raise case.fail(
            "linear_leaves",
            f"wrong structure: jax.tree.leaves(Linear(w, b)) gave {len(leaves_found)} leaves of shapes {shapes}; "
            f"expected w {W.shape} and b {B.shape}. Unregistered classes are one opaque leaf: register Linear as a "
            "pytree node (`jax.tree_util.register_dataclass` or `register_pytree_node_class`).",
        )
    if [np.shape(leaf) for leaf in leaves_found] != [W.shape, B.shape]:
        raise case.fail(
            "linear_leaves",
            f"wrong order: jax.tree.leaves(Linear(w, b)) gave leaves of shapes {[np.shape(leaf) for leaf in leaves_found]}, "
            f"b before w; the docstring promises [layer.w, layer.b], in that order (code that zips leaves with names, "
            "or with another Linear's, relies on it). List the children as (w, b) when you flatten.",
        )


def check_linear_tree_map(case: Case) -> None:
    """`jax.tree.map` over a Linear returns a Linear with the function applied to `w` and `b`."""
    layer = _make(case, "linear_tree_map")
    try:
        doubled = jax.tree.map(lambda leaf: leaf * 2, layer)
    except Exception as error:  # an unregistered Linear is one opaque leaf, and `leaf * 2` fails on it
        raise case.fail(
            "linear_tree_map",
            f"wrong structure: jax.tree.map(lambda a: a * 2, Linear(w, b)) handed the whole Linear to the function "
            f"({type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}). Register Linear as a "
            "pytree node so tree_map reaches `w` and `b`.",
        ) from None
    if type(doubled).__name__ != "Linear":
        raise case.fail(
            "linear_tree_map",
            f"wrong structure: jax.tree.map(f, Linear(w, b)) returned a {type(doubled).__name__}, not a Linear. "
            "Register Linear as a pytree node so tree_map can rebuild it.",
        )
    w, b = _fields(doubled, "linear_tree_map", case)
    assert_matches((w, b), (W * 2, B * 2), check="linear_tree_map", call_text="jax.tree.map(lambda a: a * 2, Linear(w, b))",
                   rtol=0, atol=0)
    # The function's results go into the new Linear as they are, arrays or not (JAX's own transformations put
    # in_axes numbers, None or sentinels there): no conversion on the way back in.
    try:
        shapes = jax.tree.map(lambda leaf: tuple(np.shape(leaf)), layer)
        kept = type(shapes).__name__ == "Linear" and shapes.w == W.shape and shapes.b == B.shape
    except Exception:  # noqa: BLE001 - a conversion that fails is the same fault, said below
        kept = False
    if not kept:
        raise case.fail(
            "linear_tree_map",
            f"wrong values: jax.tree.map(lambda a: a.shape, Linear(w, b)) should be a Linear holding the tuples "
            f"{W.shape} and {B.shape}, and the tuples did not come back as they were. Rebuilding a Linear from its "
            "children must keep them unchanged (no `jnp.asarray` in `__init__`/`__post_init__` or `tree_unflatten`): "
            "JAX puts numbers, None and placeholders there, not only arrays.",
        )


def check_linear_jit(case: Case) -> None:
    """A Linear passes through `jax.jit` as an argument and as a result."""
    layer = _make(case, "linear_jit")
    try:
        out = jax.jit(lambda model, x: model(x))(layer, jnp.asarray(X))
        rebuilt = jax.jit(lambda model: model)(layer)
    except Exception as error:  # student code may raise anything
        if is_opaque(layer):
            raise case.fail(
                "linear_jit",
                f"does not work under jax.jit: passing a Linear to a jitted function raised {type(error).__name__}, "
                f"as a Linear is not a valid JAX type: {OPAQUE}, and jit traces `w` and `b` as arrays.",
            ) from None
        raise case.fail(
            "linear_jit",
            f"does not work under jax.jit: passing a Linear to a jitted function raised {type(error).__name__}: "
            f"{str(error).splitlines()[0] if str(error) else ''}. Register Linear as a pytree node.",
        ) from None
    assert_matches(out, (X.astype(np.float64) @ W + B).astype(np.float32), check="linear_jit",
                   call_text="jax.jit(lambda model, x: model(x))(Linear(w, b), x)", rtol=1e-5, atol=1e-6)
    if type(rebuilt).__name__ != "Linear":
        raise case.fail("linear_jit", f"wrong structure: a Linear returned from a jitted function came back as a "
                                      f"{type(rebuilt).__name__}.")


def check_linear_grad(case: Case) -> None:
    """`jax.grad` of a loss of a Linear is a Linear holding d loss / d w and d loss / d b."""
    layer = _make(case, "linear_grad")
    try:
        grads = jax.grad(lambda model: jnp.sum(model(jnp.asarray(X))))(layer)
    except Exception as error:  # student code may raise anything
        if is_opaque(layer):
            raise case.fail(
                "linear_grad",
                f"jax.grad over a Linear raised {type(error).__name__}: a Linear is not a valid JAX type. {OPAQUE}, "
                "and grad returns a Linear of gradients.",
            ) from None
        raise case.fail(
            "linear_grad",
            f"jax.grad over a Linear raised {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}. "
            "Register Linear as a pytree node so grad can differentiate with respect to its fields.",
        ) from None
    w, b = _fields(grads, "linear_grad", case)
    expected_w = np.repeat(X.sum(axis=0)[:, None], W.shape[1], axis=1)
    expected_b = np.full(B.shape, X.shape[0], np.float32)
    assert_matches((w, b), (expected_w.astype(np.float32), expected_b), check="linear_grad",
                   call_text="jax.grad(lambda model: model(x).sum())(Linear(w, b))", rtol=1e-5, atol=1e-6)


register(
    ExerciseSpec(
        "pytrees.Linear",
        checks={
            "linear_call": check_linear_call,
            "linear_leaves": check_linear_leaves,
            "linear_tree_map": check_linear_tree_map,
            "linear_jit": check_linear_jit,
            "linear_grad": check_linear_grad,
        },
    )
)

