"""Walks the tree and writes the scaled leaves back into the caller's dicts and lists."""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
MESSAGE = "modified its input"

from typing import Any


def tree_scale(tree: Any, s: float) -> Any:
    if tree is None:
        return None
    if isinstance(tree, dict):
        for key, value in tree.items():
            tree[key] = tree_scale(value, s)
        return tree
    if isinstance(tree, list):
        for index, value in enumerate(tree):
            tree[index] = tree_scale(value, s)
        return tree
    if isinstance(tree, tuple):
        return tuple(tree_scale(value, s) for value in tree)
    return tree * s
