"""Mutation operators for `python -m autograder mutate`: cosmic-ray's generic ones and JAX-aware ones.

Every operator is a cosmic-ray `Operator` (autograder/authoring/mutate.py says why cosmic-ray):
it finds positions in a parso tree (which keeps the source's own formatting) and returns the
mutated node; `examples()` lists code before and after, and tests/test_mutate.py checks each
example. `OPERATORS` is the set `mutate` applies, each under a short name for its reports.

Generic (cosmic-ray's, a curated subset of its 300: each operator turned into its nearest
wrong neighbour, not into every other operator): `+`/`-`, `*`/`/`, `//` to `/`, `**` to `*`,
`<`/`<=`, `>`/`>=`, `==`/`!=`, `<`/`>`, unary `-` dropped, numbers changed (`NumberReplacer`:
n+1 and n-1), `True`/`False`, `and`/`or`, `not` added, a decorator removed, a `for` loop that
runs zero times, `break`/`continue`. Written here on `CallRewrite` (cosmic-ray has no call
operators): a keyword argument dropped (an `axis=`, a `dtype=`, `static_argnames=`), a call
replaced by its first argument.

JAX-aware (most are a `CallRewrite`: a call found by the last parts of its dotted name, so
`jnp.where`, `jax.numpy.where` and a bare imported `where` all match; a call through another
name is not seen):
- `jax.jit(f, ...)` to `f` (the decorator forms go with `RemoveDecorator`);
- `jax.jit` added: `fn(x)` to `jax.jit(fn)(x)` where `fn` is a parameter (a function the caller
  passed in, as `time_call` and `primitive_counts` take one);
- a static argument added: each parameter of a `@jax.jit` / `@partial(jax.jit, ...)` function
  that is not static yet, made static (`AddStaticArgument`, on decorators);
- a cast added: what an exercise function returns, every leaf cast to float32 (`AddCast`);
- `block_until_ready` dropped (the method and `jax.block_until_ready(x)`);
- a key reused: `fold_in(key, d)` to `key`, `split(key, n)` to n copies of `key`;
- `jnp.where(c, a, b)` to `a if c else b`, `lax.cond(p, t, f, *ops)` to a Python `if`;
- an `axis=` changed (0 to -1, anything else to 0);
- a cast dropped: `x.astype(t)` to `x`;
- `psum`/`pmean` and `pmax`/`pmin` swapped; a collective dropped (`psum(x, name)` to `x`);
- `with_sharding_constraint(x, s)` and `device_put(x, s)` to `x`;
- `stop_gradient(x)` to `x`; `jax.checkpoint(f)` / `jax.remat(f)` to `f`;
- a `PartitionSpec` changed: its entries reversed, or one entry replicated (`None`);
- a `BlockSpec`'s block shape halved in its last dimension;
- a loop bound off by one: `range(..., n)` and `fori_loop(lo, hi, ...)` to `n - 1` / `n + 1`,
  `scan(..., length=n)` to `n - 1`.

Caveat: operators read the source, not its meaning: `split` of a string is a `split` too (it
then produces a mutant that fails to run, counted as killed at once), and a helper called
through an alias of another name is not mutated.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Callable, Iterator

import parso
from cosmic_ray.operators import (
    binary_operator_replacement,
    boolean_replacer,
    break_continue,
    comparison_operator_replacement,
    number_replacer,
    remove_decorator,
    unary_operator_replacement,
    zero_iteration_for_loop,
)
from cosmic_ray.operators.operator import Example, Operator


@dataclass(frozen=True)
class CallSite:
    """One call in the source: its dotted name's parts, its arguments' code, and the code after it."""

    parts: tuple[str, ...]
    positional: tuple[str, ...]
    keywords: tuple[tuple[str, str], ...]
    rest: str  # trailers after the call (`.sum()`, `[0]`), kept as they were

    def keyword(self, name: str) -> str | None:
        return next((value for key, value in self.keywords if key == name), None)

    def arguments(self, positional: tuple[str, ...] | None = None, keywords: tuple[tuple[str, str], ...] | None = None) -> str:
        """The argument list, with `positional` or `keywords` replaced where given."""
        items = list(positional if positional is not None else self.positional)
        items += [f"{key}={value}" for key, value in (keywords if keywords is not None else self.keywords)]
        return ", ".join(items)

    @property
    def name(self) -> str:
        return ".".join(self.parts)


def _call_sites(node: parso.tree.NodeOrLeaf) -> list[CallSite]:
    """The calls an `atom_expr` node makes: `f(...)`, `a.b.f(...)`, and methods called on anything (`g(x).astype(t)`).

    A call's `parts` are its dotted name (`("jnp", "where")`); for a method called on something
    that is not a dotted name, the code of that something and the method's name
    (`("jnp.asarray(v)", "astype")`).
    """
    if node.type not in ("atom_expr", "power") or node.children[0].type == "keyword" or node.children[0].get_code().strip() == "await":
        return []
    children = node.children
    sites = []
    dotted = children[0].type == "name"
    parts = [children[0].value] if dotted else []
    for index, trailer in enumerate(children[1:], start=1):
        if trailer.type != "trailer":
            break
        first = trailer.children[0]
        if first.type == "operator" and first.value == "(":
            if parts:
                positional, keywords = _arguments(trailer)
                rest = "".join(child.get_code() for child in children[index + 1:])
                sites.append(CallSite(tuple(parts), positional, keywords, rest))
            dotted = False
        if first.type == "operator" and first.value == "." and trailer.children[1].type == "name":
            name = trailer.children[1].value
            if dotted:
                parts.append(name)
            else:
                parts = ["".join(child.get_code() for child in children[:index]).strip(), name]
            continue
        if first.value != "(":
            dotted = False
        if not dotted:
            parts = []
    return sites


def _arguments(trailer: parso.tree.BaseNode) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    inside = trailer.children[1:-1]
    if not inside:
        return (), ()
    nodes = [child for child in inside[0].children if child.type != "operator" or child.value != ","] \
        if inside[0].type == "arglist" else [inside[0]]
    positional, keywords = [], []
    for argument in nodes:
        children = getattr(argument, "children", ())
        if argument.type == "argument" and len(children) == 3 and children[1].type == "operator" and children[1].value == "=":
            keywords.append((children[0].value, children[2].get_code().strip()))
        else:
            positional.append(argument.get_code().strip())
    return tuple(positional), tuple(keywords)


def _operand(code: str) -> str:
    """`code` as it can stand where a call stood: a name, a literal or a call as it is, anything else in parentheses."""
    if re.fullmatch(r"[\w.]+|[\w.]+\(.*\)|\(.*\)|\[.*\]|'[^']*'|\"[^\"]*\"", code, flags=re.DOTALL) and code.count("(") == code.count(")"):
        return code
    return f"({code})"


def _expression(code: str, like: parso.tree.NodeOrLeaf) -> parso.tree.NodeOrLeaf:
    """`code` parsed as one expression node, with `like`'s leading whitespace."""
    statement = parso.parse(code.strip()).children[0]
    node = statement.children[0] if statement.type == "simple_stmt" else statement
    node.get_first_leaf().prefix = like.get_first_leaf().prefix
    return node


class CallRewrite(Operator):
    """Calls whose dotted name ends with one of `names`, each rewritten by `rewrite` (one or more ways)."""

    names: tuple[tuple[str, ...], ...] = ()

    def rewrites(self, call: CallSite) -> list[str]:
        """The code of each mutant of this call (the call part only; what follows it is kept)."""
        raise NotImplementedError

    def _matches(self, call: CallSite, node: parso.tree.NodeOrLeaf) -> bool:
        return not self.names or any(call.parts[-len(name):] == name for name in self.names)

    def _candidates(self, node: parso.tree.NodeOrLeaf) -> list[str]:
        return [(_operand(code) if call.rest else code) + call.rest
                for call in _call_sites(node) if self._matches(call, node) for code in self.rewrites(call)]

    def mutation_positions(self, node: parso.tree.NodeOrLeaf) -> Iterator[tuple[tuple[int, int], tuple[int, int]]]:
        for _ in self._candidates(node):
            yield node.start_pos, node.end_pos

    def mutate(self, node: parso.tree.NodeOrLeaf, index: int) -> parso.tree.NodeOrLeaf:
        return _expression(self._candidates(node)[index], node)

    @classmethod
    def examples(cls) -> tuple[Example, ...]:
        return ()


def _rewrite(names: tuple[str, ...], *docs: tuple[str, str]) -> Callable[[Callable[[CallSite], list[str]]], type[CallRewrite]]:
    """A `CallRewrite` class from a function of the call, for calls named `names` (dotted)."""

    def make(function: Callable[[CallSite], list[str]]) -> type[CallRewrite]:
        examples = tuple(Example(before, after) for before, after in docs)
        return type(function.__name__, (CallRewrite,), {
            "names": tuple(tuple(name.split(".")) for name in names),
            "rewrites": lambda self, call: function(call),
            "examples": classmethod(lambda cls: examples),
            "__doc__": function.__doc__,
        })

    return make


# --- generic call operators ---------------------------------------------------------------


@_rewrite((), ("f(x, axis=0)", "f(x)"), ("jnp.zeros(3, dtype=jnp.int32)", "jnp.zeros(3)"))
def DropKeyword(call: CallSite) -> list[str]:
    """A keyword argument dropped (an `axis=`, a `dtype=`, `static_argnames=`), one mutant per keyword."""
    return [f"{call.name}({call.arguments(keywords=tuple(k for k in call.keywords if k[0] != key))})"
            for key, _ in call.keywords]


@_rewrite((), ("y = jnp.tanh(x)", "y = x"), ("jnp.sum(x, axis=1).mean()", "x.mean()"))
def CallToArgument(call: CallSite) -> list[str]:
    """A call replaced by its first positional argument."""
    return [_operand(call.positional[0])] if call.positional and not call.positional[0].startswith("*") else []


# --- JAX-aware operators ------------------------------------------------------------------


@_rewrite(("jit",), ("step = jax.jit(update, static_argnames='n')", "step = update"))
def DropJit(call: CallSite) -> list[str]:
    """`jax.jit(f, ...)` to `f`."""
    return [_operand(call.positional[0])] if call.positional else []


@_rewrite(("block_until_ready",), ("x.block_until_ready()", "x"), ("jax.block_until_ready(out)", "out"))
def DropBlockUntilReady(call: CallSite) -> list[str]:
    """`x.block_until_ready()` and `jax.block_until_ready(x)` to `x`."""
    if call.parts[:-1] in ((), ("jax",)) and call.positional:
        return [_operand(call.positional[0])]
    if len(call.parts) >= 2 and call.parts[-2] != "jax" and not call.positional:
        return [".".join(call.parts[:-1])]
    return []


@_rewrite(("random.fold_in", "random.split"), ("k = jax.random.fold_in(key, 3)", "k = key"),
          ("a, b = jax.random.split(key)", "a, b = jax.numpy.broadcast_to(key, (2,) + jax.numpy.shape(key))"),
          ("ks = random.split(key, n)", "ks = jax.numpy.broadcast_to(key, (n,) + jax.numpy.shape(key))"))
def ReuseKey(call: CallSite) -> list[str]:
    """A key reused: `fold_in(key, d)` to `key`, `split(key, n)` to n copies of `key`."""
    if not call.positional:
        return []
    key = call.positional[0]
    if call.parts[-1] == "fold_in":
        return [_operand(key)]
    count = call.positional[1] if len(call.positional) > 1 else call.keyword("num") or "2"
    return [f"jax.numpy.broadcast_to({key}, ({count},) + jax.numpy.shape({key}))"]


@_rewrite(("where", "lax.cond"), ("y = jnp.where(x > 0, x, 0.0)", "y = (x if x > 0 else 0.0)"),
          ("lax.cond(p, f, g, x)", "(f(x) if p else g(x))"))
def SelectToIf(call: CallSite) -> list[str]:
    """`jnp.where(c, a, b)` and `lax.cond(p, t, f, *operands)` to a Python `if`."""
    if call.parts[-1] == "where" and len(call.positional) == 3 and not call.keywords:
        condition, yes, no = call.positional
        return [f"({yes} if {condition} else {no})"]
    if call.parts[-1] == "cond" and len(call.positional) >= 3:
        predicate, yes, no, *operands = call.positional
        given = ", ".join(operands)
        return [f"({yes}({given}) if {predicate} else {no}({given}))"]
    return []


@_rewrite((), ("jnp.sum(x, axis=0)", "jnp.sum(x, axis=-1)"), ("x.mean(axis=1)", "x.mean(axis=0)"))
def ChangeAxis(call: CallSite) -> list[str]:
    """An `axis=` changed: 0 to -1, anything else to 0."""
    axis = call.keyword("axis")
    if axis is None:
        return []
    new = "-1" if axis == "0" else "0"
    return [f"{call.name}({call.arguments(keywords=tuple((k, new if k == 'axis' else v) for k, v in call.keywords))})"]


@_rewrite(("astype",), ("y = x.astype(jnp.float32)", "y = x"))
def DropCast(call: CallSite) -> list[str]:
    """`x.astype(t)` to `x`."""
    return [".".join(call.parts[:-1])] if len(call.parts) >= 2 else []


_SWAPS = {"psum": "pmean", "pmean": "psum", "pmax": "pmin", "pmin": "pmax"}


@_rewrite(tuple(_SWAPS), ("lax.psum(g, 'data')", "lax.pmean(g, 'data')"), ("jax.lax.pmax(x, 'i')", "jax.lax.pmin(x, 'i')"))
def SwapCollective(call: CallSite) -> list[str]:
    """`psum`/`pmean` and `pmax`/`pmin` swapped."""
    name = ".".join((*call.parts[:-1], _SWAPS[call.parts[-1]]))
    return [f"{name}({call.arguments()})"]


@_rewrite(("psum", "pmean", "pmax", "pmin", "all_gather", "psum_scatter", "all_to_all", "ppermute"),
          ("total = lax.psum(part, 'data')", "total = part"))
def DropCollective(call: CallSite) -> list[str]:
    """A collective dropped: `psum(x, name)` to `x`."""
    return [_operand(call.positional[0])] if call.positional else []


@_rewrite(("with_sharding_constraint", "device_put"), ("y = jax.lax.with_sharding_constraint(y, spec)", "y = y"),
          ("x = jax.device_put(x, sharding)", "x = x"))
def DropPlacement(call: CallSite) -> list[str]:
    """`with_sharding_constraint(x, s)` and `device_put(x, s)` to `x`."""
    return [_operand(call.positional[0])] if call.positional else []


@_rewrite(("stop_gradient", "checkpoint", "remat"), ("y = lax.stop_gradient(x)", "y = x"),
          ("block = jax.checkpoint(layer)", "block = layer"))
def DropGradientControl(call: CallSite) -> list[str]:
    """`stop_gradient(x)` to `x`; `jax.checkpoint(f)` and `jax.remat(f)` to `f`."""
    return [_operand(call.positional[0])] if call.positional else []


@_rewrite(("P", "PartitionSpec"), ("P('data', None)", "P(None, 'data')"), ("P('data')", "P(None)"))
def ChangePartitionSpec(call: CallSite) -> list[str]:
    """A `PartitionSpec`: its entries reversed when they differ, else its first entry replicated (`None`)."""
    entries = call.positional
    if not entries or call.keywords:
        return []
    if len(entries) >= 2 and tuple(reversed(entries)) != entries:
        return [f"{call.name}({', '.join(reversed(entries))})"]
    if entries[0] != "None":
        return [f"{call.name}({', '.join(('None', *entries[1:]))})"]
    return []


@_rewrite(("BlockSpec",), ("pl.BlockSpec((8, 128), lambda i: (i, 0))", "pl.BlockSpec((8, (128) // 2), lambda i: (i, 0))"))
def HalveBlock(call: CallSite) -> list[str]:
    """A `BlockSpec`'s block shape halved in its last dimension (a literal tuple only)."""
    if not call.positional:
        return []
    shape = call.positional[0]
    if not (shape.startswith("(") and shape.endswith(")")):
        return []
    inner = [part.strip() for part in shape[1:-1].split(",") if part.strip()]
    if not inner or inner[-1] == "None":
        return []
    halved = "(" + ", ".join((*inner[:-1], f"({inner[-1]}) // 2")) + ")"
    return [f"{call.name}({call.arguments(positional=(halved, *call.positional[1:]))})"]


@_rewrite(("range", "fori_loop", "scan"), ("for i in range(n):", "for i in range(n - 1):"),
          ("lax.fori_loop(0, steps, body, x)", "lax.fori_loop(0, steps - 1, body, x)"))
def LoopBound(call: CallSite) -> list[str]:
    """A loop's bound off by one: `range(..., n)`, `fori_loop(lo, hi, ...)` to `n - 1` and `n + 1`; `scan(..., length=n)` to `n - 1`."""
    kind = call.parts[-1]
    if kind == "scan":
        if call.keyword("length") is None:
            return []
        keywords = tuple((k, f"{v} - 1" if k == "length" else v) for k, v in call.keywords)
        return [f"{call.name}({call.arguments(keywords=keywords)})"]
    if kind == "range" and (call.parts != ("range",) or call.keywords):
        return []
    where = 1 if kind == "fori_loop" or len(call.positional) >= 2 else 0
    if len(call.positional) <= where:
        return []
    bound = call.positional[where]
    return [f"{call.name}({call.arguments(positional=(*call.positional[:where], f'{bound} {sign} 1', *call.positional[where + 1:]))})"
            for sign in ("-", "+")]


def _enclosing_function(node: parso.tree.NodeOrLeaf) -> parso.tree.BaseNode | None:
    """The innermost `def` around `node` (a lambda counts as its own scope: None)."""
    scope = node.parent
    while scope is not None and scope.type not in ("funcdef", "lambdef"):
        scope = scope.parent
    return scope if scope is not None and scope.type == "funcdef" else None


def _parameters(function: parso.tree.BaseNode) -> list[str]:
    """The names of a `def`'s plain parameters (not `*args` or `**kwargs`), in order."""
    return [param.name.value for param in function.get_params() if not param.star_count]


class AddJit(CallRewrite):
    """A function the caller passed in, called jitted: `fn(x)` to `jax.jit(fn)(x)` (names that are parameters only)."""

    def _matches(self, call: CallSite, node: parso.tree.NodeOrLeaf) -> bool:
        function = _enclosing_function(node)
        return len(call.parts) == 1 and function is not None and call.parts[0] in _parameters(function)

    def rewrites(self, call: CallSite) -> list[str]:
        return [f"jax.jit({call.name})({call.arguments()})"]

    @classmethod
    def examples(cls) -> tuple[Example, ...]:
        return (Example("def timed(fn, x):\n    return fn(x)\n", "def timed(fn, x):\n    return jax.jit(fn)(x)\n"),)


def _static_names(value: str | None) -> set[str]:
    """The names a `static_argnames=` value lists (a string or a tuple/list of strings)."""
    if value is None:
        return set()
    try:
        found = ast.literal_eval(value)
    except (ValueError, SyntaxError):
        return set()
    return {found} if isinstance(found, str) else {item for item in found if isinstance(item, str)}


class AddStaticArgument(Operator):
    """A jitted function's parameter made static, one mutant per parameter not static already.

    `@jax.jit` on `def f(x, n)` becomes `@(lambda f: jax.jit(f, static_argnums=1))`;
    `@partial(jax.jit, static_argnames="n")` gets `static_argnums=0` added. A static array
    raises at once; a static scalar compiles once per value, which a spec that promises one
    compilation (or times the function) must notice.
    """

    @staticmethod
    def _variants(node: parso.tree.NodeOrLeaf) -> list[str]:
        if node.type != "decorator" or node.parent is None:
            return []
        decorated = node.parent if node.parent.type == "decorated" else node.parent.parent
        function = decorated.children[-1] if decorated is not None else None
        if function is None or function.type != "funcdef":
            return []
        expression = node.children[1]
        code = expression.get_code().strip()
        parameters = _parameters(function)
        if re.fullmatch(r"(?:[\w]+\.)*jit", code):
            return [f"@(lambda f: {code}(f, static_argnums={index}))" for index in range(len(parameters))]
        calls = _call_sites(expression)
        if len(calls) != 1 or calls[0].rest or calls[0].parts[-1] != "partial" or not calls[0].positional:
            return []
        call = calls[0]
        if not re.fullmatch(r"(?:[\w]+\.)*jit", call.positional[0]) or call.keyword("static_argnums") is not None:
            return []
        static = _static_names(call.keyword("static_argnames"))
        return [f"@{call.name}({call.arguments(keywords=(*call.keywords, ('static_argnums', str(index))))})"
                for index, name in enumerate(parameters) if name not in static]

    def mutation_positions(self, node: parso.tree.NodeOrLeaf) -> Iterator[tuple[tuple[int, int], tuple[int, int]]]:
        for _ in self._variants(node):
            yield node.start_pos, node.end_pos

    def mutate(self, node: parso.tree.NodeOrLeaf, index: int) -> parso.tree.NodeOrLeaf:
        code = self._variants(node)[index]
        new = parso.parse(f"{code}\ndef _(): pass\n").children[0].children[0]
        new.children[0].prefix = node.children[0].prefix
        new.children[-1] = node.children[-1]  # the newline, with any comment before it kept
        new.children[-1].parent = new
        return new

    @classmethod
    def examples(cls) -> tuple[Example, ...]:
        return (
            Example("@jax.jit\ndef f(x, n):\n    return x\n", "@(lambda f: jax.jit(f, static_argnums=0))\ndef f(x, n):\n    return x\n"),
            Example("@partial(jax.jit, static_argnames='n')\ndef f(x, n):\n    return x\n",
                    "@partial(jax.jit, static_argnames='n', static_argnums=0)\ndef f(x, n):\n    return x\n"),
        )


class AddCast(Operator):
    """A float32 cast added to what an exercise function returns (every leaf of the pytree it returns).

    Only a `return` of a function defined at the top of the module (an exercise function, not a
    loop body inside it). Where the contract allows other dtypes (float16, integers, bfloat16)
    the spec must try them and check the dtype that comes back.
    """

    WRAP = "jax.tree_util.tree_map(lambda leaf: jax.numpy.asarray(leaf, jax.numpy.float32), {})"

    @staticmethod
    def _applies(node: parso.tree.NodeOrLeaf) -> bool:
        if node.type != "return_stmt" or len(node.children) < 2:
            return False
        function = _enclosing_function(node)
        if function is None:
            return False
        holder = function.parent.parent if function.parent.type == "decorated" else function.parent
        return holder is not None and holder.type == "file_input"

    def mutation_positions(self, node: parso.tree.NodeOrLeaf) -> Iterator[tuple[tuple[int, int], tuple[int, int]]]:
        if self._applies(node):
            yield node.start_pos, node.end_pos

    def mutate(self, node: parso.tree.NodeOrLeaf, index: int) -> parso.tree.NodeOrLeaf:
        value = node.children[1].get_code().strip()
        return _expression("return " + self.WRAP.format(value), node)

    @classmethod
    def examples(cls) -> tuple[Example, ...]:
        return (
            Example("def f(x):\n    return x * 2\n",
                    "def f(x):\n    return " + cls.WRAP.format("x * 2") + "\n"),
        )


class RemoveDecorator(remove_decorator.RemoveDecorator):
    """cosmic-ray's decorator removal, keeping the comments above the decorator.

    Comments before a decorator belong to its first token (parso's prefix): dropping the node
    would drop the previous function's `### END SOLUTION` with it, and the mutant's diff would
    show lines it did not change.
    """

    def mutate(self, node: parso.tree.NodeOrLeaf, index: int) -> parso.tree.NodeOrLeaf | None:
        prefix = node.get_first_leaf().prefix
        if not prefix.strip():
            return None
        return parso.python.tree.Newline("\n", node.start_pos, prefix=prefix)

    @classmethod
    def examples(cls) -> tuple[Example, ...]:
        return (*super().examples(), Example("# kept\n@foo\ndef bar(): pass", "# kept\n\ndef bar(): pass"))


# --- the set `mutate` applies ---------------------------------------------------------------

_BINARY = [("Add", "Sub"), ("Sub", "Add"), ("Mul", "Div"), ("Div", "Mul"), ("FloorDiv", "Div"), ("Pow", "Mul")]
_COMPARISON = [("Lt", "LtE"), ("LtE", "Lt"), ("Gt", "GtE"), ("GtE", "Gt"), ("Eq", "NotEq"), ("NotEq", "Eq"), ("Lt", "Gt"),
               ("Gt", "Lt")]


def _cosmic(module: object, name: str) -> type[Operator]:
    return next(op for op in module.operators() if op.__name__ == name)  # type: ignore[attr-defined]


GENERIC: dict[str, type[Operator]] = {
    **{f"{a}->{b}": _cosmic(binary_operator_replacement, f"ReplaceBinaryOperator_{a}_{b}") for a, b in _BINARY},
    **{f"{a}->{b}": _cosmic(comparison_operator_replacement, f"ReplaceComparisonOperator_{a}_{b}") for a, b in _COMPARISON},
    "drop unary -": _cosmic(unary_operator_replacement, "ReplaceUnaryOperator_Delete_USub"),
    "number": number_replacer.NumberReplacer,
    "True->False": boolean_replacer.ReplaceTrueWithFalse,
    "False->True": boolean_replacer.ReplaceFalseWithTrue,
    "and->or": boolean_replacer.ReplaceAndWithOr,
    "or->and": boolean_replacer.ReplaceOrWithAnd,
    "add not": boolean_replacer.AddNot,
    "drop decorator": RemoveDecorator,
    "zero-iteration for": zero_iteration_for_loop.ZeroIterationForLoop,
    "break->continue": break_continue.ReplaceBreakWithContinue,
    "continue->break": break_continue.ReplaceContinueWithBreak,
    "drop keyword": DropKeyword,
    "call->argument": CallToArgument,
}

JAX_AWARE: dict[str, type[Operator]] = {
    "drop jit": DropJit,
    "add jit": AddJit,
    "add static argument": AddStaticArgument,
    "drop block_until_ready": DropBlockUntilReady,
    "reuse key": ReuseKey,
    "select->if": SelectToIf,
    "change axis": ChangeAxis,
    "drop cast": DropCast,
    "add cast": AddCast,
    "swap collective": SwapCollective,
    "drop collective": DropCollective,
    "drop placement": DropPlacement,
    "drop gradient control": DropGradientControl,
    "change PartitionSpec": ChangePartitionSpec,
    "halve BlockSpec": HalveBlock,
    "loop bound": LoopBound,
}

# JAX-aware first: a mutant two operators make (`jax.jit(f)` to `f` is also a call replaced by its
# argument) is kept once, under the operator that says what it means.
OPERATORS: dict[str, type[Operator]] = {**JAX_AWARE, **GENERIC}
